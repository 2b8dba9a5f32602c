import type { ReactNode } from 'react';
import { SimpleTable } from './Table';

/** One column of a `DataTable`. */
export type DataColumn<T> = {
  /** The column's header; on a phone's card also the label beside each value. */
  header: string;
  /** Header shown to assistive technology only (an actions column). */
  hideHeader?: boolean;
  /** The first cell of a row names it: a row header (`th scope="row"`). */
  rowHeader?: boolean;
  /** Figures: right-aligned, tabular digits (header and cells). */
  numeric?: boolean;
  /** Document numbers and dates read as one token. */
  nowrap?: boolean;
  /** The card shows no label beside this cell (a lone button that names itself). */
  unlabelled?: boolean;
  cell: (row: T) => ReactNode;
};

const classOf = (column: DataColumn<unknown>, header: boolean) =>
  [column.numeric && 'num', column.nowrap && !header && 'nowrap'].filter(Boolean).join(' ') || undefined;

/**
 * A list's native table from its columns. Below 768 px each row becomes a card (`stackOnPhone`, on by
 * default) while the markup stays a table with its caption, column headers and row headers, so screen
 * readers still announce each value with its column. `false` entries are columns the page leaves out.
 * `rowClass` marks a row (the one a link points at); `foot` is the table's `tfoot` rows (a total).
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowClass,
  foot,
  stackOnPhone = true,
}: {
  caption: string;
  columns: readonly (DataColumn<T> | false | null | undefined)[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowClass?: (row: T) => string | undefined;
  foot?: ReactNode;
  stackOnPhone?: boolean;
}) {
  const shown = columns.filter((column): column is DataColumn<T> => Boolean(column));
  return (
    <SimpleTable caption={caption} stackOnPhone={stackOnPhone}>
      <thead>
        <tr>
          {shown.map((column) => (
            <th key={column.header} scope="col" className={classOf(column as DataColumn<unknown>, true)}>
              {column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClass?.(row)}>
            {shown.map((column) => {
              const Tag = column.rowHeader ? 'th' : 'td';
              return (
                <Tag
                  key={column.header}
                  scope={column.rowHeader ? 'row' : undefined}
                  className={classOf(column as DataColumn<unknown>, false)}
                  data-label={column.unlabelled ? undefined : column.header}
                >
                  {column.cell(row)}
                </Tag>
              );
            })}
          </tr>
        ))}
      </tbody>
      {foot && <tfoot>{foot}</tfoot>}
    </SimpleTable>
  );
}
