import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import './Tabs.css';

export type TabItem = { id: string; title: string; content: ReactNode };

/**
 * Tabs with arrow-key navigation (react-aria); every panel stays in the DOM for print. `selected` and
 * `onSelect` make the choice the caller's (a dialog opens the tab holding its first error).
 */
export function Tabs({
  label,
  tabs,
  defaultSelected,
  selected,
  onSelect,
}: {
  label: string;
  tabs: TabItem[];
  defaultSelected?: string;
  selected?: string;
  onSelect?: (id: string) => void;
}) {
  const controlled = selected === undefined ? {} : { selectedKey: selected };
  return (
    <AriaTabs
      className="tabs"
      defaultSelectedKey={defaultSelected ?? tabs[0]?.id}
      {...controlled}
      onSelectionChange={(key: Key) => onSelect?.(String(key))}
    >
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
