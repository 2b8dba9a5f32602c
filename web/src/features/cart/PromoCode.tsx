import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormTextField } from '../../lib/forms/fields';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { messages } from '../../lib/messages';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { MAX_PROMO_CODE_LENGTH, normalizePromoCode, promoCodeFormErrors } from '@mro/rules/cart';
import { ApplyPromoCodeDocument, RemovePromoCodeDocument, type CartPromoFragment } from './PromoCode.generated';

type Values = { code: string };

/**
 * Promo codes on the cart summary: trimmed and upper-cased; the gateway checks live and threshold.
 * The field shows only while a code is live (`offered`); codes already applied can still be removed.
 */
export function PromoCode({ cart, offered }: { cart: CartPromoFragment; offered: boolean }) {
  const form = useRulesForm<Values>({ defaultValues: { code: '' }, validate: promoCodeFormErrors });
  const outcomes = { failed: messages.cartUpdateError, notify: messages.cartUpdated };
  const apply = useMutationWithErrors(ApplyPromoCodeDocument, (data) => data.applyPromoCode, {
    ...outcomes,
    succeeded: (payload) => Boolean(payload.cart),
  });
  const remove = useMutationWithErrors(RemovePromoCodeDocument, (data) => data.removePromoCode, outcomes);
  // One message under the field for both actions: each replaces what the last one said.
  const say = (outcome: { ok: true } | { ok: false; message: string }) =>
    outcome.ok ? form.clearErrors('code') : form.setError('code', { type: 'server', message: outcome.message });

  async function submit({ code }: Values) {
    const outcome = await apply.run({ variables: { input: { code: normalizePromoCode(code) } } });
    if (outcome.ok) form.reset();
    else say(outcome);
  }

  async function onRemove(promo: string) {
    const outcome = await remove.run({ variables: { input: { code: promo } } });
    if (offered) say(outcome);
  }
  if (!offered && cart.promoCodes.length === 0) return null;

  return (
    <div className="promo-code">
      {offered && (
        <RulesForm form={form} onSubmit={submit}>
          <FormTextField control={form.control} name="code" label="Promo code" maxLength={MAX_PROMO_CODE_LENGTH} />
          <SubmitButton form={form} variant="secondary" isDisabled={apply.loading}>
            Apply
          </SubmitButton>
        </RulesForm>
      )}
      {!offered && remove.failure && <Alert tone="error">{remove.failure}</Alert>}
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
