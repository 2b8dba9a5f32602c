import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { QuantityField } from '../../ui/QuantityField';
import { Spinner } from '../../ui/Spinner';
import { messages } from '../../lib/messages';
import { useDelayedFlag } from '../../lib/useDelayedFlag';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { QUICK_ADD_LOADING_DELAY_MS } from '@mro/rules/catalog';
import { parseQuantity, quantityError } from '@mro/rules/quantity';
import { AddCartLinesDocument } from './AddToCart.generated';

/**
 * A quantity as typed (1 at first) and the add of that many of one item to the cart: the ERP's refusal
 * as `failure`, 'cart updated' as a toast; `slow` once the add has taken the quick-add loading delay.
 */
export function useQuantityAdd(erp: string, unitOfMeasure: string, purchasable: boolean) {
  const [raw, setRaw] = useState('1');
  const mutation = useMutationWithErrors(AddCartLinesDocument, (data) => data.addCartLines, {
    failed: messages.addToCartError,
    succeeded: (payload) => Boolean(payload.cart),
    notify: messages.cartUpdated,
  });
  const slow = useDelayedFlag(mutation.loading, QUICK_ADD_LOADING_DELAY_MS);
  const error = quantityError(raw);

  /** True once the cart took the line. */
  async function add(): Promise<boolean> {
    const quantity = parseQuantity(raw);
    if (quantity === null || !purchasable) return false;
    return (await mutation.run({ variables: { input: { lines: [{ erp, quantity, unitOfMeasure }] } } })).ok;
  }

  return {
    raw,
    error,
    add,
    canAdd: purchasable && error === null && !mutation.loading,
    slow,
    failure: mutation.failure,
    field: { label: `Quantity for ${erp}`, value: raw, onChange: setRaw, error, isDisabled: !purchasable },
  };
}

/** While the add is slow, the spinner; after a refusal, the ERP's message. */
export function AddingToCart({ adding }: { adding: ReturnType<typeof useQuantityAdd> }) {
  return (
    <>
      {adding.slow && <Spinner label="Adding to cart…" />}
      {adding.failure && <Alert tone="error">{adding.failure}</Alert>}
    </>
  );
}

export function AddToCart({
  erp,
  unitOfMeasure,
  purchasable,
}: {
  erp: string;
  unitOfMeasure: string;
  purchasable: boolean;
}) {
  const adding = useQuantityAdd(erp, unitOfMeasure, purchasable);
  return (
    <div className="add-to-cart">
      <QuantityField {...adding.field} />
      <Button onPress={() => void adding.add()} isDisabled={!adding.canAdd}>
        Add to Cart
      </Button>
      <AddingToCart adding={adding} />
    </div>
  );
}
