import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { QuantityField } from '../../ui/QuantityField';
import { NativeSelect } from '../../ui/Select';
import { messages } from '../../lib/messages';
import { parseQuantity, quantityError } from '@mro/rules/quantity';
import { AddToShoppingListDialog } from '../../lib/shopping-lists/AddToShoppingListDialog';
import { useAddCartLines } from './AddToCart';
import { AvailabilityIcon, isPurchasable, PriceText } from './ItemPrice';
import type { SearchHitCardFragment } from './SearchHitCard.generated';

/** The quick-add side panel of a listing hit: Add to Cart, or add and go straight to the cart. */
export function QuickAddPanel({ hit, onClose }: { hit: SearchHitCardFragment; onClose: () => void }) {
  const firstPurchasable = hit.items.find((i) => isPurchasable(i.price)) ?? hit.items[0];
  const [erp, setErp] = useState(firstPurchasable?.erp ?? '');
  const [raw, setRaw] = useState('1');
  const [listing, setListing] = useState(false);
  const { run, loading, failure } = useAddCartLines();
  const navigate = useNavigate();
  const item = hit.items.find((i) => i.erp === erp);
  const purchasable = item ? isPurchasable(item.price) : false;
  const error = quantityError(raw);

  async function add(thenCheckOut: boolean) {
    const quantity = parseQuantity(raw);
    if (!item || quantity === null || !purchasable) return;
    const unitOfMeasure = item.price?.unitOfMeasure ?? item.unitOfMeasure;
    const added = await run({ variables: { input: { lines: [{ erp: item.erp, quantity, unitOfMeasure }] } } });
    if (!added.ok) return;
    onClose();
    if (thenCheckOut) await navigate('/cart');
  }

  if (listing && item) {
    const candidate = {
      key: item.erp,
      erp: item.erp,
      description: item.description,
      quantity: parseQuantity(raw) ?? 1,
      unitOfMeasure: item.price?.unitOfMeasure ?? item.unitOfMeasure,
    };
    return <AddToShoppingListDialog items={[candidate]} onClose={(added) => (added ? onClose() : setListing(false))} />;
  }

  return (
    <Modal title={`Quick add: ${hit.heading}`} isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <NativeSelect
        label="Item"
        value={erp}
        onChange={setErp}
        options={hit.items.map((i) => ({ value: i.erp, label: `Item #${i.erp} – ${i.description}` }))}
      />
      {item && (
        <p>
          <PriceText price={item.price} /> / {item.price?.unitOfMeasure ?? item.unitOfMeasure} ·{' '}
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
        <Button variant="link" onPress={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
