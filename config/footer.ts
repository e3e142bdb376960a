import type {Footer} from '@docusaurus/theme-common';
import {brand, copyright} from '../src/brand';

/** The footer: documentation links, the spec's 'Learn More' group, the logo and the copyright. */
export function footer({signInUrl}: {signInUrl: string}): Footer {
  return {
    style: 'dark',
    logo: {
      alt: `${brand.name} logo`,
      src: 'img/logo-footer.svg',
      srcDark: 'img/logo-footer-dark.svg',
      href: brand.companyUrl,
      width: 140,
      height: 32,
    },
    links: [
      {
        title: 'Documentation',
        items: [
          {label: 'Product overview', to: '/'},
          {label: 'API reference', to: '/api/overview'},
          {label: 'Guides', to: '/guides/guide-overview'},
          {label: 'Glossary', to: '/glossary'},
          {label: 'Release notes', to: '/release-notes'},
        ],
      },
      {
        title: 'Learn More',
        items: [
          {label: 'Company website', href: brand.companyUrl},
          {label: 'Company blog', href: brand.companyBlogUrl},
          {label: 'LinkedIn', href: brand.social.linkedin},
          {label: 'X', href: brand.social.x},
        ],
      },
      {
        title: 'On this site',
        items: [
          {label: 'Docs blog', to: '/blog'},
          {label: 'Search', to: '/search'},
          {label: 'Sign in', href: signInUrl},
        ],
      },
    ],
    copyright,
  };
}
