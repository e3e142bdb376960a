import React, {useId} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {feedbackLink, type FeedbackAnswer} from './feedbackLink';
import styles from './styles.module.css';

// Each name starts with the visible word, so a reader who says "click Yes" reaches it.
const ANSWERS: {answer: FeedbackAnswer; label: string; name: string}[] = [
  {answer: 'yes', label: 'Yes', name: 'Yes, this page was helpful (opens a feedback form in a new tab)'},
  {answer: 'no', label: 'No', name: 'No, this page was not helpful (opens a feedback form in a new tab)'},
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
      {ANSWERS.map(({answer, label, name}) => (
        <a
          key={answer}
          className={styles.answer}
          href={feedbackLink(feedbackUrl, {path, title}, answer)}
          aria-label={name}
          target="_blank"
          rel="noopener">
          {label}
        </a>
      ))}
    </div>
  );
}
