// Ejected from @docusaurus/theme-classic 3.10.2 (lib/theme/BlogSidebar/index.js): keeps the sidebar rendered on phones (hidden by CSS), so hydration removes nothing. See src/theme/ejected.json.
import React from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import type {Props} from '@theme/BlogSidebar';
import BlogSidebarDesktop from '@theme/BlogSidebar/Desktop';
import BlogSidebarMobile from '@theme/BlogSidebar/Mobile';

/**
 * The desktop list of posts stays rendered at every width (its CSS hides it below 997px, as in
 * the server HTML), so a phone does not replace it right after hydration; the mobile list fills
 * the navbar menu.
 */
export default function BlogSidebar({sidebar}: Props): React.JSX.Element | null {
  const windowSize = useWindowSize();
  if (!sidebar?.items.length) return null;
  return (
    <>
      <BlogSidebarDesktop sidebar={sidebar} />
      {windowSize === 'mobile' && <BlogSidebarMobile sidebar={sidebar} />}
    </>
  );
}
