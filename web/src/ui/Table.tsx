import type { CSSProperties, ReactNode } from 'react';
import {
  Cell,
  Column,
  Row as AriaRow,
  Table as AriaTable,
  TableBody,
  TableHeader,
  type RowProps,
  type TableProps,
} from 'react-aria-components';
import './Table.css';

/**
 * Read-only data grid (react-aria Table); forms inside rows use `SimpleTable` so inputs keep normal
 * keyboard behaviour. `stackOnPhone` turns each row into a card below 768 px, as SimpleTable's does:
 * every cell then shows its column's name from its `data-label`.
 */
export function Table({ stackOnPhone = false, ...props }: TableProps & { stackOnPhone?: boolean }) {
  return <AriaTable {...props} className={stackOnPhone ? 'table table-stack' : 'table'} />;
}
export { Cell, Column, TableBody, TableHeader };

// react-aria writes a row's nesting level as an inline style, which the CSP refuses in server-rendered
// HTML; the store's tables are flat, so the level is left out (React writes no undefined property).
const NO_LEVEL = { '--table-row-level': undefined } as CSSProperties;

/** A row of `Table`. */
export function Row<T extends object>(props: RowProps<T>) {
  return <AriaRow {...props} style={NO_LEVEL} />;
}

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
