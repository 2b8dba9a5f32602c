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
 * Adds lines to the cart: the ERP's refusal as the alert, 'cart updated' as a toast; `slow` once the
 * add has taken the quick-add loading delay.
 */
export function useAddCartLines() {
  const mutation = useMutationWithErrors(AddCartLinesDocument, (data) => data.addCartLines, {
    failed: messages.addToCartError,
    succeeded: (payload) => Boolean(payload.cart),
    notify: messages.cartUpdated,
  });
  return { ...mutation, slow: useDelayedFlag(mutation.loading, QUICK_ADD_LOADING_DELAY_MS) };
}

/** Shown while an add to the cart is slow. */
export function AddingToCart() {
  return <Spinner label="Adding to cart…" />;
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
  const [raw, setRaw] = useState('1');
  const { run, loading, slow, failure } = useAddCartLines();
  const error = quantityError(raw);

  async function add() {
    const quantity = parseQuantity(raw);
    if (quantity === null || !purchasable) return;
    await run({ variables: { input: { lines: [{ erp, quantity, unitOfMeasure }] } } });
  }

  return (
    <div className="add-to-cart">
      <QuantityField
        label={`Quantity for ${erp}`}
        value={raw}
        onChange={setRaw}
        error={error}
        isDisabled={!purchasable}
      />
      <Button onPress={() => void add()} isDisabled={!purchasable || error !== null || loading}>
        Add to Cart
      </Button>
      {slow && <AddingToCart />}
      {failure && <Alert tone="error">{failure}</Alert>}
    </div>
  );
}
