import type {ThemeConfig} from '@docusaurus/preset-classic';

type AnnouncementBarConfig = NonNullable<ThemeConfig['announcementBar']>;

/**
 * The dismissible announcement bar. Change `id` whenever the message changes: readers who
 * dismissed the previous one see the new one again.
 */
export const announcementBar: AnnouncementBarConfig = {
  id: 'release-2025-11-sql-endpoint-http',
  content:
    'New in November 2025: the SQL endpoint speaks HTTP as well as JDBC and ODBC. <a href="/release-notes#2025-11-18">Read the release notes</a>.',
  backgroundColor: '#12324a',
  textColor: '#ffffff',
  isCloseable: true,
};
