import type { Control } from 'react-hook-form';
import { FormCheckbox, FormSelect, FormTextField } from '../../lib/forms/fields';
import type { PaymentFormValues } from './paymentForm';

const MONTHS = Array.from({ length: 12 }, (_, i) => {
  const value = String(i + 1).padStart(2, '0');
  return { value: String(i + 1), label: value };
});

type Props = { control: Control<PaymentFormValues>; years: readonly number[] };

/** The new-card form (token 000NEW). The number lives only in this form until the ERP's vault answers a token. */
export function NewCardFields({ control, years }: Props) {
  return (
    <fieldset>
      <legend>New card</legend>
      <p className="muted">We accept Visa, MasterCard and American Express.</p>
      <FormTextField
        control={control}
        name="newCard.nameOnCard"
        label="Name on card"
        isRequired
        autoComplete="cc-name"
      />
      <FormTextField
        control={control}
        name="newCard.number"
        label="Card number"
        isRequired
        autoComplete="cc-number"
        inputMode="numeric"
      />
      <FormSelect
        control={control}
        name="newCard.expirationMonth"
        label="Expiration month"
        isRequired
        placeholder="Month"
        options={MONTHS}
      />
      <FormSelect
        control={control}
        name="newCard.expirationYear"
        label="Expiration year"
        isRequired
        placeholder="Year"
        options={years.map((y) => ({ value: String(y), label: String(y) }))}
      />
      <FormTextField
        control={control}
        name="newCard.securityCode"
        label="Security code"
        isRequired
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
      />
      <FormCheckbox control={control} name="newCard.saveForLater" label="Save this card for later orders" />
    </fieldset>
  );
}
