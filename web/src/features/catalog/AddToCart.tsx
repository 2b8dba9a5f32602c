import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { QuantityField } from '../../ui/QuantityField';
import { messages } from '../../lib/messages';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { parseQuantity, quantityError } from '@mro/rules/quantity';
import { AddCartLinesDocument } from './AddToCart.generated';

/** Adds lines to the cart: the ERP's refusal as the alert, 'cart updated' as a toast. */
export function useAddCartLines() {
  return useMutationWithErrors(AddCartLinesDocument, (data) => data.addCartLines, {
    failed: messages.addToCartError,
    succeeded: (payload) => Boolean(payload.cart),
    notify: messages.cartUpdated,
  });
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
  const { run, loading, failure } = useAddCartLines();
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
      {failure && <Alert tone="error">{failure}</Alert>}
    </div>
  );
}
