// Wraps theme-classic's TabItem: its element names the tab's value, for the synced-tabs plugin's
// early CSS (see src/theme/Tabs).
import React from 'react';
import TabItem from '@theme-original/TabItem';
import type TabItemType from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TabItemType>;

export default function TabItemWrapper(props: Props): React.JSX.Element {
  return (
    <div data-tab-value={props.value} style={{display: 'contents'}}>
      <TabItem {...props} />
    </div>
  );
}
