import type { ReactNode } from 'react';
import { Cell, Column, Row, Table as AriaTable, TableBody, TableHeader, type TableProps } from 'react-aria-components';

/**
 * Read-only data grid (react-aria Table); forms inside rows use `SimpleTable` so inputs keep normal
 * keyboard behaviour. `stackOnPhone` turns each row into a card below 768 px, as SimpleTable's does:
 * every cell then shows its column's name from its `data-label`.
 */
export function Table({ stackOnPhone = false, ...props }: TableProps & { stackOnPhone?: boolean }) {
  return <AriaTable {...props} className={stackOnPhone ? 'table table-stack' : 'table'} />;
}
export { Cell, Column, Row, TableBody, TableHeader };

/**
 * A native table in its own scrolling region. `stackOnPhone` turns each row into a card below
 * 768 px (WCAG 1.4.10 reflow): every cell then shows its column's name from its `data-label`.
 */
export function SimpleTable({
  caption,
  children,
  stackOnPhone = false,
}: {
  caption: string;
  children: ReactNode;
  stackOnPhone?: boolean;
}) {
  return (
    // A wide table scrolls sideways; the region is focusable so keyboard users can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (axe: scrollable-region-focusable)
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className={stackOnPhone ? 'table table-stack' : 'table'}>
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
