import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useNotify } from '../../ui/Toast';
import { friendlyError } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { MAX_PROMO_CODE_LENGTH, normalizePromoCode } from '@mro/rules/cart';
import { ApplyPromoCodeDocument, RemovePromoCodeDocument, type CartPromoFragment } from './PromoCode.generated';

/** Promo codes on the cart summary: trimmed and upper-cased; the gateway checks live and threshold. */
export function PromoCode({ cart }: { cart: CartPromoFragment }) {
  const notify = useNotify();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [apply, applying] = useMutation(ApplyPromoCodeDocument);
  const [remove, removing] = useMutation(RemovePromoCodeDocument);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const normalized = normalizePromoCode(code);
    if (!normalized) return setError('Enter a promo code.');
    setError(null);
    try {
      const result = await apply({ variables: { input: { code: normalized } } });
      const payload = result.data?.applyPromoCode;
      if (payload?.userErrors[0] || !payload?.cart)
        return setError(payload?.userErrors[0]?.message ?? messages.cartUpdateError);
      setCode('');
      notify(messages.cartUpdated);
    } catch (e) {
      setError(friendlyError(e instanceof Error ? e : undefined, messages.cartUpdateError));
    }
  }

  async function onRemove(promo: string) {
    try {
      await remove({ variables: { input: { code: promo } } });
      notify(messages.cartUpdated);
    } catch (e) {
      setError(friendlyError(e instanceof Error ? e : undefined, messages.cartUpdateError));
    }
  }

  return (
    <div className="promo-code">
      <Form onSubmit={(event) => void onSubmit(event)} validationBehavior="aria">
        <TextField label="Promo code" value={code} onChange={setCode} error={error} maxLength={MAX_PROMO_CODE_LENGTH} />
        <Button type="submit" variant="secondary" isDisabled={applying.loading}>
          Apply
        </Button>
      </Form>
      {cart.promoCodes.length > 0 && (
        <ul aria-label="Applied promo codes">
          {cart.promoCodes.map((promo) => (
            <li key={promo}>
              {promo}{' '}
              <Button
                variant="secondary"
                aria-label={`Remove promo code ${promo}`}
                isDisabled={removing.loading}
                onPress={() => void onRemove(promo)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {cart.discount.value > 0 && <p>Discount: -{cart.discount.display}</p>}
      {cart.freeFreight && <p>Free freight applies to this order.</p>}
    </div>
  );
}
