import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import './Disclosure.css';

export type AccordionItem = { id: string; title: string; content: ReactNode };

/** An accordion: one expandable panel per item, several may be open (keyboard: Tab, Enter/Space). */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  return (
    <DisclosureGroup allowsMultipleExpanded className="accordion">
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className="accordion-item">
          <Heading level={headingLevel} className="accordion-heading">
            <Button slot="trigger" className="accordion-trigger">
              <span aria-hidden="true" className="accordion-chevron">
                ›
              </span>
              {item.title}
            </Button>
          </Heading>
          <DisclosurePanel className="accordion-panel">{item.content}</DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
