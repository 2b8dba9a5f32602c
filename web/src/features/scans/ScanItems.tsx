import { QuantityField } from '../../ui/QuantityField';
import { Button } from '../../ui/Button';
import { SimpleTable } from '../../ui/Table';
import type { ScanDetailFragment } from './ScanDetail.generated';
import type { ScanDraft } from './useScanDraft';

/** The scan's items: quantities to change (own, active scans), remove, and what cannot be ordered. */
export function ScanItems({
  scan,
  draft,
  editable,
  busy,
  onRemove,
}: {
  scan: ScanDetailFragment;
  draft: ScanDraft;
  editable: boolean;
  busy: boolean;
  onRemove: (erp: string) => void;
}) {
  return (
    <SimpleTable caption={`Items of scan ${scan.id}`} stackOnPhone>
      <thead>
        <tr>
          <th scope="col">Part #</th>
          <th scope="col">Description</th>
          <th scope="col" className="num">
            Price
          </th>
          <th scope="col">Unit</th>
          <th scope="col" className="num">
            Available
          </th>
          <th scope="col">Quantity</th>
          <th scope="col" className="num">
            Total
          </th>
          {editable && <th scope="col">Remove</th>}
        </tr>
      </thead>
      <tbody>
        {scan.items.map((item) => (
          <tr key={item.erp}>
            <th scope="row" data-label="Part #">
              {item.partNumber}
              {item.partNumber !== item.erp && <div className="muted">Item {item.erp}</div>}
            </th>
            <td data-label="Description">
              {item.description}
              {item.error && <div className="text-danger">{item.error}</div>}
            </td>
            <td data-label="Price" className="num">
              {item.error ? 'Unavailable' : item.price.display}
            </td>
            <td data-label="Unit">{item.unitOfMeasure}</td>
            <td data-label="Available" className="num">
              {item.quantityAvailable}
            </td>
            <td data-label="Quantity">
              {editable ? (
                <QuantityField
                  label={`Quantity for ${item.partNumber}`}
                  value={draft.quantityOf(item.erp)}
                  onChange={(value) => draft.setQuantity(item.erp, value)}
                  error={draft.quantityErrors[item.erp] ?? null}
                  isDisabled={busy}
                />
              ) : (
                item.quantity
              )}
            </td>
            <td data-label="Total" className="num">
              {item.error ? '' : item.lineTotal.display}
            </td>
            {editable && (
              <td data-label="Remove">
                <Button
                  variant="link"
                  aria-label={`Remove ${item.partNumber}`}
                  isDisabled={busy}
                  onPress={() => onRemove(item.erp)}
                >
                  Remove
                </Button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </SimpleTable>
  );
}
