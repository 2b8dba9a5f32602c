import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { QuantityField } from '../../ui/QuantityField';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { QUANTITY_DEBOUNCE_MS, quantityTextError } from '@mro/rules/lists';
import type { ShoppingListItemFieldsFragment } from './ShoppingList.generated';

export type ItemActions = {
  onQuantity: (itemId: string, quantity: number) => void;
  onAddToCart: (item: ShoppingListItemFieldsFragment) => void;
  onRemove: (item: ShoppingListItemFieldsFragment) => void;
  onAddTag: (item: ShoppingListItemFieldsFragment) => void;
  onRemoveTag: (item: ShoppingListItemFieldsFragment, tag: string) => void;
};

/** One item: quantity (saved 2 s after the last keystroke), tags, Add To Cart and Delete. */
export function ListItemRow({
  item,
  canEdit,
  busy,
  actions,
}: {
  item: ShoppingListItemFieldsFragment;
  canEdit: boolean;
  busy: boolean;
  actions: ItemActions;
}) {
  const [raw, setRaw] = useState(String(item.quantity));
  const settled = useDebouncedValue(raw, QUANTITY_DEBOUNCE_MS);
  const error = quantityTextError(raw);
  const { onQuantity } = actions;

  useEffect(() => {
    if (quantityTextError(settled) === null && Number(settled) !== item.quantity) onQuantity(item.id, Number(settled));
    // Only a settled change saves; a new item.quantity from the server must not save again.
  }, [settled]);

  return (
    <tr>
      <td>
        {item.productSlug ? (
          <Link to={`/p/${encodeURIComponent(item.productSlug)}`}>{item.description}</Link>
        ) : (
          item.description
        )}
        <div className="field-description">
          Item #{item.erp} · Part # {item.partNumber}
          {item.customerPartNumber && ` · Your part # ${item.customerPartNumber}`}
        </div>
        {item.notFound && <div className="field-error">This item is no longer available.</div>}
      </td>
      <td>{item.unitPrice ? item.unitPrice.display : 'Unavailable'}</td>
      <td>
        {canEdit ? (
          <QuantityField label={`Quantity for ${item.erp}`} value={raw} onChange={setRaw} error={error} />
        ) : (
          item.quantity
        )}
      </td>
      <td>{item.unitOfMeasure}</td>
      <td>
        <ul className="tag-list" aria-label={`Tags of ${item.erp}`}>
          {item.tags.map((tag) => (
            <li key={tag} className="tag">
              {tag}
              {canEdit && (
                <Button
                  variant="link"
                  aria-label={`Remove tag ${tag} from ${item.erp}`}
                  isDisabled={busy}
                  onPress={() => actions.onRemoveTag(item, tag)}
                >
                  ×
                </Button>
              )}
            </li>
          ))}
        </ul>
        {canEdit && (
          <Button
            variant="link"
            aria-label={`Add tag to ${item.erp}`}
            isDisabled={busy}
            onPress={() => actions.onAddTag(item)}
          >
            Add Tag
          </Button>
        )}
      </td>
      <td>
        <div className="form-actions">
          <Button
            variant="secondary"
            aria-label={`Add To Cart ${item.erp}`}
            isDisabled={busy}
            onPress={() => actions.onAddToCart(item)}
          >
            Add To Cart
          </Button>
          {canEdit && (
            <Button
              variant="link"
              aria-label={`Delete ${item.erp}`}
              isDisabled={busy}
              onPress={() => actions.onRemove(item)}
            >
              Delete
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
