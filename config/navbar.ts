import type {Navbar} from '@docusaurus/theme-common';
import {brand} from '../src/brand';

/** The top navigation (ARCHITECTURE.md, "Site and brand"). */
export function navbar({signInUrl}: {signInUrl: string}): Navbar {
  return {
    title: brand.name,
    // Long reference pages keep the navbar and search in reach (ARCHITECTURE.md).
    hideOnScroll: false,
    logo: {
      alt: `${brand.name} logo`,
      src: 'img/logo.svg',
      srcDark: 'img/logo-dark.svg',
      width: 32,
      height: 32,
    },
    items: [
      {type: 'doc', docId: 'overview', label: 'Docs', position: 'left'},
      {type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left'},
      {type: 'docSidebar', sidebarId: 'guides', label: 'Guides', position: 'left'},
      {
        type: 'docsVersionDropdown',
        position: 'right',
        // With one version the dropdown would collapse to a plain link; the release notes keep it a menu.
        dropdownItemsAfter: [{to: '/release-notes', label: 'Release notes'}],
      },
      {type: 'localeDropdown', position: 'right'},
      {type: 'search', position: 'right'},
      {
        href: signInUrl,
        label: 'Sign in',
        position: 'right',
        className: 'navbar__sign-in',
        'aria-label': `Sign in to the ${brand.name} cloud app`,
      },
    ],
  } as Navbar;
}
