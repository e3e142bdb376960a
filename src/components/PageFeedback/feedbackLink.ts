export type FeedbackAnswer = 'yes' | 'no';

/**
 * The cloud app's feedback form, prefilled: FEEDBACK_URL with the page's path, its title and the
 * reader's answer as query parameters. Parameters FEEDBACK_URL already carries are kept; these
 * three replace any of the same name.
 */
export function feedbackLink(feedbackUrl: string, page: {path: string; title: string}, answer: FeedbackAnswer): string {
  const url = new URL(feedbackUrl);
  url.searchParams.set('path', page.path);
  url.searchParams.set('title', page.title);
  url.searchParams.set('helpful', answer);
  return url.href;
}
