import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { QuantityField } from '../../ui/QuantityField';
import { NativeSelect } from '../../ui/Select';
import { messages } from '../../lib/messages';
import { parseQuantity, quantityError } from '@mro/rules/quantity';
import { AddToShoppingListDialog } from '../../lib/shopping-lists/AddToShoppingListDialog';
import { AddingToCart, useAddCartLines } from './AddToCart';
import { AvailabilityIcon, isPurchasable, PriceText, variantOf } from './ItemPrice';
import type { ItemPriceFieldsFragment } from './SearchHitCard.generated';

/**
 * Quick add (storefront §2.6): pick an item and a quantity, then Add to Cart, Add and Check Out
 * (straight to the cart) or Add to Shopping List. Shown in the listing's side panel and beside a
 * product's details. `onAdded` runs after a line went into the cart or a list.
 */
export function QuickAddForm({
  heading,
  items,
  onAdded,
  children,
}: {
  heading: string;
  items: ItemPriceFieldsFragment[];
  onAdded?: () => void;
  children?: ReactNode;
}) {
  const firstPurchasable = items.find((i) => isPurchasable(i.price)) ?? items[0];
  const [erp, setErp] = useState(firstPurchasable?.erp ?? '');
  const [raw, setRaw] = useState('1');
  const [listing, setListing] = useState(false);
  const { run, loading, slow, failure } = useAddCartLines();
  const navigate = useNavigate();
  const item = items.find((i) => i.erp === erp);
  const purchasable = item ? isPurchasable(item.price) : false;
  const error = quantityError(raw);
  const unitOfMeasure = item ? (item.price?.unitOfMeasure ?? item.unitOfMeasure) : '';

  async function add(thenCheckOut: boolean) {
    const quantity = parseQuantity(raw);
    if (!item || quantity === null || !purchasable) return;
    const added = await run({ variables: { input: { lines: [{ erp: item.erp, quantity, unitOfMeasure }] } } });
    if (!added.ok) return;
    onAdded?.();
    if (thenCheckOut) await navigate('/cart');
  }

  return (
    <>
      {listing && item && (
        <AddToShoppingListDialog
          items={[
            {
              key: item.erp,
              erp: item.erp,
              description: item.description,
              quantity: parseQuantity(raw) ?? 1,
              unitOfMeasure,
            },
          ]}
          onClose={(added) => {
            setListing(false);
            if (added) onAdded?.();
          }}
        />
      )}
      <NativeSelect
        label="Item"
        value={erp}
        onChange={setErp}
        options={items.map((i) => ({
          value: i.erp,
          label: `Item #${i.erp} – ${variantOf(i.description, heading) || i.description}`,
        }))}
      />
      {item && (
        <p>
          <PriceText price={item.price} /> / {unitOfMeasure} ·{' '}
          <AvailabilityIcon price={item.price} quantity={parseQuantity(raw)} />
        </p>
      )}
      {item && !purchasable && (
        <p className="field-description">
          {messages.productUnavailableNote} {messages.callUs}
        </p>
      )}
      <QuantityField
        label={`Quantity for ${erp}`}
        value={raw}
        onChange={setRaw}
        error={error}
        isDisabled={!purchasable}
      />
      {slow && <AddingToCart />}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="form-actions">
        <Button onPress={() => void add(false)} isDisabled={!purchasable || error !== null || loading}>
          Add to Cart
        </Button>
        <Button
          variant="secondary"
          onPress={() => void add(true)}
          isDisabled={!purchasable || error !== null || loading}
        >
          Add and Check Out
        </Button>
        <Button variant="secondary" onPress={() => setListing(true)} isDisabled={!item || error !== null}>
          Add to Shopping List
        </Button>
        {children}
      </div>
    </>
  );
}
