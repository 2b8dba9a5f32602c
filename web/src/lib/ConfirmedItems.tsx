import { LinesTable, type LineColumn } from '../ui/LinesTable';

/** The lines the ERP confirmed, under an order confirmation's Items heading (a buyer's or a guest's). */
export function ConfirmedItems<L extends { readonly lineNumber: number }>({
  lines,
  columns,
}: {
  lines: readonly L[];
  columns: readonly LineColumn<NoInfer<L>>[];
}) {
  return (
    <>
      <h2>Items</h2>
      <LinesTable caption="Confirmed lines" lines={lines} lineKey={(line) => line.lineNumber} columns={columns} />
    </>
  );
}
