/**
 * The brand, its hosts and its social links. The config, the footer and the pages import these
 * values; nothing else spells them out, so a rename or a new host is a one-line change.
 */
export const brand = {
  name: 'Lakestone',
  tagline: 'The bedrock for your data',
  copyrightYear: 2025,
  /** Hosts use the reserved `.example` domain so that no real company's site is implied. */
  siteUrl: 'https://docs.lakestone.example',
  companyUrl: 'https://lakestone.example',
  companyBlogUrl: 'https://lakestone.example/blog',
  cloudAppUrl: 'https://app.lakestone.example',
  cloudAppStagingUrl: 'https://app.staging.lakestone.example',
  apiUrl: 'https://api.lakestone.example',
  /** The service status page, linked from the gate when sign-in cannot be reached. */
  statusUrl: 'https://status.lakestone.example',
  /** The file-sharing service whose documents pages may embed (CSP frame-src). */
  fileSharingUrl: 'https://drive.google.com',
  social: {
    linkedin: 'https://www.linkedin.com/company/lakestone',
    x: 'https://x.com/lakestone',
  },
} as const;

export const copyright = `Copyright © ${brand.copyrightYear} ${brand.name}. All rights reserved.`;

/** Defaults of the build-time settings (ARCHITECTURE.md, "Build-time settings"). */
export const settingDefaults = {
  SIGN_IN_URL: `${brand.cloudAppUrl}/login`,
  AUTH_PAGE_URL: `${brand.cloudAppUrl}/docs-auth`,
  SITE_URL: brand.siteUrl,
  STATUS_URL: brand.statusUrl,
  /** The cloud app's feedback form that "Was this page helpful?" opens, prefilled. */
  FEEDBACK_URL: `${brand.cloudAppUrl}/feedback`,
} as const;
