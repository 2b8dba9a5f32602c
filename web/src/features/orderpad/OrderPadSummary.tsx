import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import type { OrderPadFieldsFragment } from './OrderPad.generated';

const PAGE = 100;

type Line = OrderPadFieldsFragment['lines'][number];

const accepted = (line: Line, figure: string) => (line.status === 'ACCEPTED' ? figure : '—');

const columns = (busy: boolean, removing: readonly number[], onRemove: (line: number) => void): DataColumn<Line>[] => [
  { header: 'Line', cell: (line) => line.line },
  { header: 'Part number', rowHeader: true, nowrap: true, cell: (line) => line.partNumber },
  {
    header: 'Item',
    cell: (line) =>
      line.erp ? (
        <>
          {line.description}
          <div className="muted">
            Item #{line.erp}
            {line.customerPartNumber && ` · Your part # ${line.customerPartNumber}`}
          </div>
        </>
      ) : (
        '—'
      ),
  },
  { header: 'Quantity', numeric: true, cell: (line) => `${line.quantity} ${line.unitOfMeasure ?? ''}` },
  { header: 'Price', numeric: true, cell: (line) => accepted(line, line.price.display) },
  { header: 'Total', numeric: true, cell: (line) => accepted(line, line.lineTotal.display) },
  {
    header: 'State',
    cell: (line) =>
      removing.includes(line.line) ? (
        <span className="muted">Removing…</span>
      ) : (
        <>
          {line.status === 'ERROR' && <div className="field-error">Error: {line.error}</div>}
          <Button
            variant="link"
            isDisabled={busy}
            aria-label={`Remove line ${line.line} (${line.partNumber})`}
            onPress={() => onRemove(line.line)}
          >
            Remove
          </Button>
        </>
      ),
  },
];

/** The pad's lines with their state (Remove for accepted lines, the error for the others) and the totals. */
export function OrderPadSummary({
  pad,
  busy,
  removing,
  onRemove,
  onClear,
  onAddToCart,
}: {
  pad: OrderPadFieldsFragment;
  busy: boolean;
  /** Lines whose removal is about to be sent. */
  removing: readonly number[];
  onRemove: (line: number) => void;
  onClear: () => void;
  onAddToCart: () => void;
}) {
  const [shown, setShown] = useState(PAGE);
  const lines = pad.lines.slice(0, shown);
  return (
    <Card title="Order Pad Summary">
      <p>
        {pad.lines.length} {pad.lines.length === 1 ? 'line' : 'lines'}: {pad.acceptedCount} ready for the cart
        {pad.errorCount > 0 && `, ${pad.errorCount} with errors`}. Total <strong>{pad.total.display}</strong>
      </p>
      <div className="form-actions">
        <Button isDisabled={busy || pad.acceptedCount === 0} onPress={onAddToCart}>
          Add to Cart
        </Button>
        <Button variant="secondary" isDisabled={busy} onPress={onClear}>
          Clear Order Pad
        </Button>
      </div>
      <DataTable
        caption="Order pad lines"
        columns={columns(busy, removing, onRemove)}
        rows={lines}
        rowKey={(line) => String(line.line)}
      />
      {pad.lines.length > shown && (
        <Button variant="secondary" onPress={() => setShown(shown + PAGE)}>
          Show more lines ({shown} of {pad.lines.length} shown)
        </Button>
      )}
    </Card>
  );
}
