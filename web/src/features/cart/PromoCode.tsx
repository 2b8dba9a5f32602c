import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { messages } from '../../lib/messages';
import { useMutationWithErrors, useSharedAlert } from '../../lib/useMutationWithErrors';
import { MAX_PROMO_CODE_LENGTH, normalizePromoCode } from '@mro/rules/cart';
import { ApplyPromoCodeDocument, RemovePromoCodeDocument, type CartPromoFragment } from './PromoCode.generated';

/**
 * Promo codes on the cart summary: trimmed and upper-cased; the gateway checks live and threshold.
 * The field shows only while a code is live (`offered`); codes already applied can still be removed.
 */
export function PromoCode({ cart, offered }: { cart: CartPromoFragment; offered: boolean }) {
  const [code, setCode] = useState('');
  // One message under the field for both: each action replaces what the last one said.
  const sharedAlert = useSharedAlert();
  const outcomes = { failed: messages.cartUpdateError, notify: messages.cartUpdated, sharedAlert };
  const apply = useMutationWithErrors(ApplyPromoCodeDocument, (data) => data.applyPromoCode, {
    ...outcomes,
    succeeded: (payload) => Boolean(payload.cart),
  });
  const remove = useMutationWithErrors(RemovePromoCodeDocument, (data) => data.removePromoCode, outcomes);
  const error = apply.failure;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const normalized = normalizePromoCode(code);
    if (!normalized) return apply.setFailure('Enter a promo code.');
    const outcome = await apply.run({ variables: { input: { code: normalized } } });
    if (outcome.ok) setCode('');
  }

  const onRemove = (promo: string) => remove.run({ variables: { input: { code: promo } } });
  if (!offered && cart.promoCodes.length === 0) return null;

  return (
    <div className="promo-code">
      {offered && (
        <Form onSubmit={(event) => void onSubmit(event)} validationBehavior="aria">
          <TextField
            label="Promo code"
            value={code}
            onChange={setCode}
            error={error}
            maxLength={MAX_PROMO_CODE_LENGTH}
          />
          <Button type="submit" variant="secondary" isDisabled={apply.loading}>
            Apply
          </Button>
        </Form>
      )}
      {!offered && error && <Alert tone="error">{error}</Alert>}
      {cart.promoCodes.length > 0 && (
        <ul aria-label="Applied promo codes">
          {cart.promoCodes.map((promo) => (
            <li key={promo}>
              {promo}{' '}
              <Button
                variant="secondary"
                aria-label={`Remove promo code ${promo}`}
                isDisabled={remove.loading}
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
