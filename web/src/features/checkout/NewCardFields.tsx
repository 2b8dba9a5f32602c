import type { Control } from 'react-hook-form';
import { CardFields } from '../../lib/forms/CardFields';
import { FormCheckbox } from '../../lib/forms/fields';
import type { PaymentFormValues } from './paymentForm';

type Props = { control: Control<PaymentFormValues>; years: readonly number[] };

/** The new-card form (token 000NEW). The number lives only in this form until the ERP's vault answers a token. */
export function NewCardFields({ control, years }: Props) {
  return (
    <fieldset>
      <legend>New card</legend>
      <p className="muted">We accept Visa, MasterCard and American Express.</p>
      <CardFields control={control} prefix="newCard." years={years} />
      <FormCheckbox control={control} name="newCard.saveForLater" label="Save this card for later orders" />
    </fieldset>
  );
}
