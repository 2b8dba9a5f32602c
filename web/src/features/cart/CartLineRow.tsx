import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { QuantityField } from '../../ui/QuantityField';
import { Checkbox } from '../../ui/Checkbox';
import { parseQuantity, quantityError } from '@mro/rules/quantity';
import type { CartLineFieldsFragment } from './CartLineRow.generated';

type Props = {
  line: CartLineFieldsFragment;
  busy: boolean;
  onUpdate: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
  selected: boolean;
  onSelect: (lineId: string, selected: boolean) => void;
  /** Opens 'edit line properties' when the customer has line fields. */
  onEditProperties?: (lineId: string) => void;
};

export function CartLineRow({ line, busy, onUpdate, onRemove, selected, onSelect, onEditProperties }: Props) {
  const [raw, setRaw] = useState(String(line.quantity));
  const error = quantityError(raw);
  const quantity = parseQuantity(raw);
  return (
    <tr>
      <td>
        <Checkbox
          label={`Select ${line.erp}`}
          hideLabel
          isSelected={selected}
          onChange={(on) => onSelect(line.id, on)}
        />
      </td>
      <th scope="row">
        {line.productSlug ? (
          <Link to={`/p/${encodeURIComponent(line.productSlug)}`}>{line.description}</Link>
        ) : (
          line.description
        )}
        <div className="muted">Item #{line.erp}</div>
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
      </th>
      <td>
        {line.unitPrice.display} / {line.unitOfMeasure}
      </td>
      <td>
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
      </td>
      <td className="num">{line.lineTotal.display}</td>
    </tr>
  );
}
