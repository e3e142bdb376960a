// Ejected from @docusaurus/theme-classic 3.10.2 (lib/theme/DocSidebar/index.js): keeps the sidebar rendered on phones (hidden by CSS), so hydration removes nothing. See src/theme/ejected.json.
import React from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import type {Props} from '@theme/DocSidebar';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';

/**
 * The desktop sidebar stays rendered at every width: below 997px its container is display:none
 * (DocRoot/Layout/Sidebar), as in the server HTML. The theme unmounted it once a phone was
 * detected after hydration, which removed a few hundred elements and re-laid out the page
 * during start-up. The mobile sidebar only fills the navbar menu, so it is added as before.
 */
export default function DocSidebar(props: Props): React.JSX.Element {
  const windowSize = useWindowSize();
  return (
    <>
      <DocSidebarDesktop {...props} />
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
