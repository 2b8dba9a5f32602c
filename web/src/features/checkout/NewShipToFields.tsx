import type { Control } from 'react-hook-form';
import { ADDRESS_LIMITS, SHIPPING_ZIP_MAX } from '@mro/rules/address';
import { FormCheckbox, FormTextField } from '../../lib/forms/fields';
import type { OrderDetailsFormValues } from './orderDetailsForm';

/** A shipping address typed at checkout (users who may edit ship-tos), optionally saved to the address book. */
export function NewShipToFields({ control }: { control: Control<OrderDetailsFormValues> }) {
  return (
    <fieldset>
      <legend>Shipping address</legend>
      <FormTextField
        control={control}
        name="newShipTo.companyName"
        label="Company name"
        autoComplete="shipping organization"
      />
      <FormTextField
        control={control}
        name="newShipTo.line1"
        label="Address 1"
        isRequired
        autoComplete="shipping address-line1"
      />
      <FormTextField
        control={control}
        name="newShipTo.line2"
        label="Address 2"
        maxLength={ADDRESS_LIMITS.line2}
        autoComplete="shipping address-line2"
      />
      <FormTextField
        control={control}
        name="newShipTo.city"
        label="City"
        isRequired
        maxLength={ADDRESS_LIMITS.city}
        autoComplete="shipping address-level2"
      />
      <FormTextField
        control={control}
        name="newShipTo.state"
        label="State"
        isRequired
        autoComplete="shipping address-level1"
      />
      <FormTextField
        control={control}
        name="newShipTo.zip"
        label="ZIP code"
        isRequired
        maxLength={SHIPPING_ZIP_MAX}
        autoComplete="shipping postal-code"
      />
      <FormCheckbox control={control} name="newShipTo.save" label="Save this address for later orders" />
    </fieldset>
  );
}
