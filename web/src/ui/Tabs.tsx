import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';

export type TabItem = { id: string; title: string; content: ReactNode };

/** Tabs with arrow-key navigation (react-aria); every panel stays in the DOM for print. */
export function Tabs({ label, tabs, defaultSelected }: { label: string; tabs: TabItem[]; defaultSelected?: string }) {
  return (
    <AriaTabs className="tabs" defaultSelectedKey={defaultSelected ?? tabs[0]?.id}>
      <TabList aria-label={label} className="tab-list">
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className="tab">
            {tab.title}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="tab-panel" shouldForceMount>
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
