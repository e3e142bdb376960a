import React, {useId} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {feedbackLink, type FeedbackAnswer} from './feedbackLink';
import styles from './styles.module.css';

const ANSWERS: {answer: FeedbackAnswer; label: string; hidden: string}[] = [
  {answer: 'yes', label: 'Yes', hidden: ', this page was helpful'},
  {answer: 'no', label: 'No', hidden: ', this page was not helpful'},
];

/**
 * "Was this page helpful?" with Yes and No. Each is a plain link to the cloud app's feedback form
 * (FEEDBACK_URL), prefilled with the page and the answer, in a new tab: the site sends nothing
 * itself. The pair is a group named by its question; each link's name says what it answers and
 * that it opens a new tab.
 */
export default function PageFeedback({path, title}: {path: string; title: string}): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const feedbackUrl = siteConfig.customFields?.feedbackUrl as string;
  const questionId = useId();
  return (
    <div role="group" aria-labelledby={questionId} className={clsx('theme-doc-feedback', styles.feedback)}>
      <span id={questionId} className={styles.question}>
        Was this page helpful?
      </span>
      {ANSWERS.map(({answer, label, hidden}) => (
        <a
          key={answer}
          className={styles.answer}
          href={feedbackLink(feedbackUrl, {path, title}, answer)}
          target="_blank"
          rel="noopener">
          {label}
          <span className={styles.hidden}>{hidden} (opens a feedback form in a new tab)</span>
        </a>
      ))}
    </div>
  );
}
