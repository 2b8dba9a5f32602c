import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { QuantityField } from '../../ui/QuantityField';
import { useNotify } from '../../ui/Toast';
import { friendlyError } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { parseQuantity, quantityError } from '@mro/rules/quantity';
import { AddCartLinesDocument } from './AddToCart.generated';

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
  const [failure, setFailure] = useState<string | null>(null);
  const notify = useNotify();
  const [addLines, { loading }] = useMutation(AddCartLinesDocument);
  const error = quantityError(raw);

  async function add() {
    const quantity = parseQuantity(raw);
    if (quantity === null || !purchasable) return;
    setFailure(null);
    try {
      const { data } = await addLines({ variables: { input: { lines: [{ erp, quantity, unitOfMeasure }] } } });
      const userError = data?.addCartLines.userErrors[0];
      if (userError || !data?.addCartLines.cart) setFailure(userError?.message ?? messages.addToCartError);
      else notify(messages.cartUpdated);
    } catch (e) {
      setFailure(friendlyError(e instanceof Error ? e : undefined, messages.addToCartError));
    }
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
