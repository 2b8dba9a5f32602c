import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { QuantityField } from '../../ui/QuantityField';
import { NativeSelect } from '../../ui/Select';
import { messages } from '../../lib/messages';
import { parseQuantity } from '@mro/rules/quantity';
import { AddToShoppingListDialog } from '../../lib/shopping-lists/AddToShoppingListDialog';
import { AddingToCart, useQuantityAdd } from './AddToCart';
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
  const [listing, setListing] = useState(false);
  const navigate = useNavigate();
  const item = items.find((i) => i.erp === erp);
  const purchasable = item ? isPurchasable(item.price) : false;
  const unitOfMeasure = item ? (item.price?.unitOfMeasure ?? item.unitOfMeasure) : '';
  const adding = useQuantityAdd(erp, unitOfMeasure, purchasable);
  const quantity = parseQuantity(adding.raw);

  async function add(thenCheckOut: boolean) {
    if (!(await adding.add())) return;
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
              quantity: quantity ?? 1,
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
          <AvailabilityIcon price={item.price} quantity={quantity} />
        </p>
      )}
      {item && !purchasable && (
        <p className="field-description">
          {messages.productUnavailableNote} {messages.callUs}
        </p>
      )}
      <QuantityField {...adding.field} />
      <AddingToCart adding={adding} />
      <div className="form-actions">
        <Button onPress={() => void add(false)} isDisabled={!adding.canAdd}>
          Add to Cart
        </Button>
        <Button variant="secondary" onPress={() => void add(true)} isDisabled={!adding.canAdd}>
          Add and Check Out
        </Button>
        <Button variant="secondary" onPress={() => setListing(true)} isDisabled={!item || adding.error !== null}>
          Add to Shopping List
        </Button>
        {children}
      </div>
    </>
  );
}
