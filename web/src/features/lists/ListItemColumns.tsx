import { useEffect, useEffectEvent, useState } from 'react';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { lineColumns, type LineColumn } from '../../ui/LinesTable';
import { QuantityField } from '../../ui/QuantityField';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { QUANTITY_DEBOUNCE_MS, quantityTextError } from '@mro/rules/lists';
import type { ShoppingListItemFieldsFragment } from './ShoppingList.generated';

type Item = ShoppingListItemFieldsFragment;

export type ItemActions = {
  onQuantity: (itemId: string, quantity: number) => void;
  onAddToCart: (item: Item) => void;
  onRemove: (item: Item) => void;
  onAddTag: (item: Item) => void;
  onRemoveTag: (item: Item, tag: string) => void;
};

/** A list's items: quantity (saved 2 s after the last keystroke), tags, Add To Cart and Delete. */
export function listItemColumns(canEdit: boolean, busy: boolean, actions: ItemActions): LineColumn<Item>[] {
  return [
    {
      id: 'item',
      header: 'Item',
      cell: (item) => (
        <>
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
        </>
      ),
    },
    { id: 'price', header: 'Price', cell: (item) => (item.unitPrice ? item.unitPrice.display : 'Unavailable') },
    {
      id: 'quantity',
      header: 'Quantity',
      cell: (item) => (canEdit ? <QuantityCell item={item} onQuantity={actions.onQuantity} /> : item.quantity),
    },
    lineColumns.unit(),
    {
      id: 'tags',
      header: 'Tags',
      cell: (item) => (
        <>
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
        </>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (item) => (
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
      ),
    },
  ];
}

function QuantityCell({ item, onQuantity }: { item: Item; onQuantity: ItemActions['onQuantity'] }) {
  const [raw, setRaw] = useState(String(item.quantity));
  const settled = useDebouncedValue(raw, QUANTITY_DEBOUNCE_MS);
  const error = quantityTextError(raw);
  // Only a settled change saves, against the quantity known then; a new quantity from the server saves nothing.
  const save = useEffectEvent((value: string) => {
    if (quantityTextError(value) === null && Number(value) !== item.quantity) onQuantity(item.id, Number(value));
  });
  useEffect(() => save(settled), [settled]);
  return <QuantityField label={`Quantity for ${item.erp}`} value={raw} onChange={setRaw} error={error} />;
}
