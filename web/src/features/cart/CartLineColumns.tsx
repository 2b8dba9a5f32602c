import { useState, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Link } from '../../ui/Link';
import { lineColumns, type LineColumn } from '../../ui/LinesTable';
import { QuantityField } from '../../ui/QuantityField';
import { heldQuantityError, parseQuantity } from '@mro/rules/quantity';
import type { CartLineFieldsFragment } from './CartLineColumns.generated';
import { lineAvailability } from '../../lib/availabilityText';
import { messages } from '../../lib/messages';

type Line = CartLineFieldsFragment;

type Options = {
  busy: boolean;
  onUpdate: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
  isSelected: (lineId: string) => boolean;
  onSelect: (lineId: string, selected: boolean) => void;
  /** The selection column's header (select all lines). */
  selectAll: ReactNode;
  /** Opens 'edit line properties' when the customer has line fields. */
  onEditProperties?: (lineId: string) => void;
};

/** The cart's columns: selection, the item with its line properties, unit price, quantity with its actions, total. */
export function cartLineColumns(options: Options): LineColumn<Line>[] {
  const { busy, onSelect, onEditProperties } = options;
  return [
    {
      id: 'select',
      header: options.selectAll,
      cell: (line) => (
        <Checkbox
          label={`Select ${line.erp}`}
          hideLabel
          isSelected={options.isSelected(line.id)}
          onChange={(on) => onSelect(line.id, on)}
        />
      ),
    },
    {
      id: 'item',
      header: 'Item',
      rowHeader: true,
      cell: (line) => (
        <>
          {line.productSlug ? (
            <Link to={`/p/${encodeURIComponent(line.productSlug)}`}>{line.description}</Link>
          ) : (
            line.description
          )}
          <div className="muted">Item #{line.erp}</div>
          <Availability quantity={line.quantity} available={line.quantityAvailable} />
          {line.properties
            .filter((property) => property.value)
            .map((property) => (
              <div key={property.name} className="muted">
                {property.name}: {property.value}
              </div>
            ))}
          {onEditProperties && (
            <Button
              variant="link"
              aria-label={`Edit line properties for ${line.erp}`}
              isDisabled={busy}
              onPress={() => onEditProperties(line.id)}
            >
              Edit line properties
            </Button>
          )}
        </>
      ),
    },
    {
      id: 'price',
      header: 'Unit Price',
      cell: (line) => (
        <>
          {line.unitPrice.display} / {line.unitOfMeasure}
        </>
      ),
    },
    {
      id: 'quantity',
      header: 'Quantity',
      cell: (line) => <QuantityCell line={line} busy={busy} onUpdate={options.onUpdate} onRemove={options.onRemove} />,
    },
    lineColumns.total({ numeric: true }),
  ];
}

/** The line's availability text (§8); a quantity beyond stock still orders, with the call-us hint. */
function Availability({ quantity, available }: { quantity: number; available: number }) {
  const { text, callUs } = lineAvailability(quantity, available);
  return (
    <div className="muted" data-availability={callUs ? 'warning' : 'success'}>
      {text}
      {callUs && ` ${messages.callUs}`}
    </div>
  );
}

/** The quantity being typed (kept until Update), Update and Remove. */
function QuantityCell({
  line,
  busy,
  onUpdate,
  onRemove,
}: { line: Line } & Pick<Options, 'busy' | 'onUpdate' | 'onRemove'>) {
  const [raw, setRaw] = useState(String(line.quantity));
  const error = heldQuantityError(raw, line.quantity);
  const quantity = parseQuantity(raw);
  return (
    <div className="form-actions">
      <QuantityField label={`Quantity for ${line.erp}`} value={raw} onChange={setRaw} error={error} />
      <Button
        variant="secondary"
        aria-label={`Update quantity for ${line.erp}`}
        isDisabled={busy || quantity === null || quantity === line.quantity}
        onPress={() => quantity !== null && onUpdate(line.id, quantity)}
      >
        Update
      </Button>
      <Button variant="link" aria-label={`Remove ${line.erp}`} isDisabled={busy} onPress={() => onRemove(line.id)}>
        Remove
      </Button>
    </div>
  );
}
