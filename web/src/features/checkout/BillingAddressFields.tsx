import type { Control } from 'react-hook-form';
import { ADDRESS_LIMITS, BILLING_ZIP_MAX } from '@mro/rules/address';
import { FormTextField } from '../../lib/forms/fields';
import { TextField } from '../../ui/TextField';
import type { Billing, PaymentFormValues } from './paymentForm';

const FIELDS: readonly {
  key: keyof Billing;
  label: string;
  isRequired?: boolean;
  maxLength?: number;
  autoComplete: string;
}[] = [
  { key: 'name', label: 'Name', autoComplete: 'billing name' },
  { key: 'line1', label: 'Address 1', isRequired: true, autoComplete: 'billing address-line1' },
  { key: 'line2', label: 'Address 2', maxLength: ADDRESS_LIMITS.line2, autoComplete: 'billing address-line2' },
  {
    key: 'city',
    label: 'City',
    isRequired: true,
    maxLength: ADDRESS_LIMITS.city,
    autoComplete: 'billing address-level2',
  },
  { key: 'state', label: 'State', isRequired: true, autoComplete: 'billing address-level1' },
  { key: 'zip', label: 'ZIP code', isRequired: true, maxLength: BILLING_ZIP_MAX, autoComplete: 'billing postal-code' },
];

/**
 * The billing address: the form's typed address when it may be edited, else the address it is locked to
 * (`locked`: the shipping address or the customer's bill-to), read only; the typed one is kept meanwhile.
 */
export function BillingAddressFields({
  control,
  locked,
}: {
  control: Control<PaymentFormValues>;
  locked: Billing | null;
}) {
  return (
    <>
      {FIELDS.map(({ key, ...field }) =>
        locked ? (
          <TextField key={key} {...field} isReadOnly value={locked[key]} />
        ) : (
          <FormTextField key={key} control={control} name={`billingAddress.${key}`} {...field} />
        ),
      )}
    </>
  );
}
