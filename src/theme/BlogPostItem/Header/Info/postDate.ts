const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A post's date as English readers write it ("November 21, 2026"), in UTC like the blog plugin's
 * dates. Written out rather than through Intl.DateTimeFormat, whose first use in a page loads
 * ICU's date data: 20 to 45 ms of script on this machine, inside hydration.
 */
export function formatPostDate(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: ${isoDate}`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
