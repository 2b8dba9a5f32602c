import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { SimpleTable } from '../../ui/Table';
import type { OrderPadFieldsFragment } from './OrderPad.generated';

const PAGE = 100;

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
      <SimpleTable caption="Order pad lines" stackOnPhone>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Part number</th>
            <th scope="col">Item</th>
            <th scope="col" className="num">
              Quantity
            </th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col" className="num">
              Total
            </th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.line}>
              <td data-label="Line">{line.line}</td>
              <th scope="row" data-label="Part number" className="nowrap">
                {line.partNumber}
              </th>
              <td data-label="Item">
                {line.erp ? (
                  <>
                    {line.description}
                    <div className="muted">
                      Item #{line.erp}
                      {line.customerPartNumber && ` · Your part # ${line.customerPartNumber}`}
                    </div>
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td data-label="Quantity" className="num">
                {line.quantity} {line.unitOfMeasure ?? ''}
              </td>
              <td data-label="Price" className="num">
                {line.status === 'ACCEPTED' ? line.price.display : '—'}
              </td>
              <td data-label="Total" className="num">
                {line.status === 'ACCEPTED' ? line.lineTotal.display : '—'}
              </td>
              <td data-label="State">
                {removing.includes(line.line) ? (
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
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </SimpleTable>
      {pad.lines.length > shown && (
        <Button variant="secondary" onPress={() => setShown(shown + PAGE)}>
          Show more lines ({shown} of {pad.lines.length} shown)
        </Button>
      )}
    </Card>
  );
}
