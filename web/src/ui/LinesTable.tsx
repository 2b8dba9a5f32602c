import type { Key, ReactNode } from 'react';
import { SimpleTable } from './Table';

type Money = { readonly display: string };

/** What the standard columns read of a line; a page's own columns read whatever else its lines carry. */
export type TableLine = {
  readonly lineNumber: number;
  readonly erp: string;
  readonly description: string;
  readonly quantity: number;
  readonly unitOfMeasure: string;
  readonly unitPrice: Money;
  readonly lineTotal: Money;
};

export type LineColumn<L> = {
  /** Tells the column apart (its cells keep their state while other columns come and go). */
  readonly id: string;
  readonly header: ReactNode;
  /** The header is for screen readers only (a column of buttons). */
  readonly hideHeader?: boolean;
  /** The cell names the row (`<th scope="row">`). */
  readonly rowHeader?: boolean;
  /** An amount, aligned right. */
  readonly numeric?: boolean;
  readonly cell: (line: L) => ReactNode;
};

/**
 * The line items of a cart, order, request or list, one column per entry of `columns`. A native
 * table (`SimpleTable`), not react-aria's grid: several pages edit quantities inside the rows, and
 * a grid would take the arrow and Tab keys from those fields. On a phone each line is a card whose
 * cells name their column (a line's total never hides off to the side).
 */
export function LinesTable<L>({
  caption,
  lines,
  lineKey,
  columns,
}: {
  caption: string;
  lines: readonly L[];
  /** The row's React key; a row whose key changes starts again with fresh field state. */
  lineKey: (line: L) => Key;
  columns: readonly LineColumn<NoInfer<L>>[];
}) {
  return (
    <SimpleTable caption={caption} stackOnPhone>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={column.numeric ? 'num' : undefined}>
              {column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={lineKey(line)}>
            {columns.map((column) => {
              const className = column.numeric ? 'num' : undefined;
              const label = !column.hideHeader && typeof column.header === 'string' ? column.header : undefined;
              return column.rowHeader ? (
                <th key={column.id} scope="row" className={className}>
                  {column.cell(line)}
                </th>
              ) : (
                <td key={column.id} className={className} data-label={label}>
                  {column.cell(line)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </SimpleTable>
  );
}

type Options = { header?: ReactNode; rowHeader?: boolean; numeric?: boolean };

/** A standard column: its id, the header most pages give it, and what its cell shows of a line. */
const standard =
  <Needs,>(id: string, header: string, cell: (line: Needs) => ReactNode) =>
  ({ header: shown = header, ...rest }: Options = {}): LineColumn<Needs> => ({ id, header: shown, ...rest, cell });

type Of<K extends keyof TableLine> = Pick<TableLine, K>;

/** The standard columns; each takes another header, `rowHeader` or `numeric`. */
export const lineColumns = {
  lineNumber: standard('lineNumber', 'Line', (line: Of<'lineNumber'>) => line.lineNumber),
  item: standard('item', 'Item', (line: Of<'erp'>) => line.erp),
  description: standard('description', 'Description', (line: Of<'description'>) => line.description),
  /** The description with the item number under it, naming the row. */
  described: (options: Options = {}) =>
    standard('item', 'Item', (line: Of<'description' | 'erp'>) => (
      <>
        {line.description}
        <div className="muted">Item #{line.erp}</div>
      </>
    ))({ rowHeader: true, ...options }),
  /** The quantity with its unit of measure ("3 EA"). */
  quantity: standard('quantity', 'Quantity', (line: Of<'quantity' | 'unitOfMeasure'>) => (
    <>
      {line.quantity} {line.unitOfMeasure}
    </>
  )),
  unit: standard('unit', 'UOM', (line: Of<'unitOfMeasure'>) => line.unitOfMeasure),
  /** Amounts are right-aligned so that their digits line up. */
  price: (options: Options = {}) =>
    standard('price', 'Price', (line: Of<'unitPrice'>) => line.unitPrice.display)({ numeric: true, ...options }),
  total: (options: Options = {}) =>
    standard('total', 'Total', (line: Of<'lineTotal'>) => line.lineTotal.display)({ numeric: true, ...options }),
};
