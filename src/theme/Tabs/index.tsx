// Wraps theme-classic's Tabs: its element names the group, so that the synced-tabs plugin's early
// CSS can show the reader's choice before React starts; once it runs, the theme's state rules.
import React, {useEffect} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';
import {htmlAttribute} from '@site/src/plugins/synced-tabs/attributes';

type Props = WrapperProps<typeof TabsType>;

export default function TabsWrapper(props: Props): React.JSX.Element {
  const {groupId} = props;
  // By now the theme has applied the same choice (in a layout effect), so the early mark can go.
  useEffect(() => {
    if (groupId) document.documentElement.removeAttribute(htmlAttribute(groupId));
  }, [groupId]);
  return (
    <div data-tab-group={groupId} style={{display: 'contents'}}>
      <Tabs {...props} />
    </div>
  );
}
