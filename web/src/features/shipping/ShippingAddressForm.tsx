import { SHIPPING_ADDRESS_LIMITS, SHIPPING_MESSAGES, shippingAddressFormErrors } from '@mro/rules/shipping';
import { FormAlert, RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormCheckbox, FormSelect, FormTextField } from '../../lib/forms/fields';
import { fieldIn, showFieldErrors, useRulesForm } from '../../lib/forms/useRulesForm';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import {
  CreateShippingAddressDocument,
  ShippingAddressesDocument,
  UpdateShippingAddressDocument,
  type ShippingAddressFieldsFragment,
} from './ShippingAddresses.generated';
import { REGION_OPTIONS } from './regions';
import { FormActions } from '../../lib/forms/FormActions';
import type { StreetAddress } from '../../lib/forms/streetAddress';

type Values = StreetAddress & { companyName: string; isDefault: boolean };

const valuesOf = (address: ShippingAddressFieldsFragment | null): Values => ({
  companyName: address?.companyName ?? '',
  line1: address?.address.line1 ?? '',
  line2: address?.address.line2 ?? '',
  city: address?.address.city ?? '',
  state: address?.address.state ?? '',
  zip: address?.address.zip ?? '',
  isDefault: address?.isDefault ?? false,
});

const fieldOf = fieldIn(['companyName', 'line1', 'line2', 'city', 'state', 'zip']);
const options = {
  failed: SHIPPING_MESSAGES.saveFailed,
  notify: SHIPPING_MESSAGES.saved,
  // §8: the server's messages are listed.
  alert: 'each' as const,
  refetchQueries: [ShippingAddressesDocument],
  awaitRefetchQueries: true,
};

/** Add or change a shipping address (§5): create when there is no id, update when there is. */
export function ShippingAddressForm({
  address,
  onDone,
}: {
  address: ShippingAddressFieldsFragment | null;
  onDone: () => void;
}) {
  const form = useRulesForm<Values>({ defaultValues: valuesOf(address), validate: shippingAddressFormErrors });
  const create = useMutationWithErrors(CreateShippingAddressDocument, (d) => d.createShippingAddress, options);
  const update = useMutationWithErrors(UpdateShippingAddressDocument, (d) => d.updateShippingAddress, options);
  const saving = create.loading || update.loading;
  const { control } = form;

  async function submit(values: Values) {
    const input = {
      companyName: values.companyName.trim() || null,
      line1: values.line1.trim(),
      line2: values.line2.trim() || null,
      city: values.city.trim() || null,
      state: values.state,
      zip: values.zip.trim(),
      isDefault: values.isDefault,
    };
    const outcome = address
      ? await update.run({ variables: { input: { ...input, id: address.id } } })
      : await create.run({ variables: { input } });
    if (outcome.ok) onDone();
    else showFieldErrors(form, outcome, fieldOf);
  }

  return (
    <RulesForm form={form} onSubmit={submit} aria-label={address ? 'Edit shipping address' : 'New shipping address'}>
      <h2>{address ? 'Edit Shipping Address' : 'Add a Shipping Address'}</h2>
      <FormAlert failures={(address ? update : create).failures} />
      <div className="form-grid-2">
        <FormTextField
          control={control}
          name="companyName"
          label="Company name"
          maxLength={SHIPPING_ADDRESS_LIMITS.companyName}
          autoComplete="shipping organization"
        />
        <FormTextField
          control={control}
          name="line1"
          label="Address 1"
          isRequired
          maxLength={SHIPPING_ADDRESS_LIMITS.line1}
          autoComplete="shipping address-line1"
        />
        <FormTextField
          control={control}
          name="line2"
          label="Address 2"
          maxLength={SHIPPING_ADDRESS_LIMITS.line2}
          autoComplete="shipping address-line2"
        />
        <FormTextField
          control={control}
          name="city"
          label="City"
          maxLength={SHIPPING_ADDRESS_LIMITS.city}
          autoComplete="shipping address-level2"
        />
        <FormSelect
          control={control}
          name="state"
          label="State"
          options={REGION_OPTIONS}
          placeholder="Choose a state or province"
          isRequired
        />
        <FormTextField
          control={control}
          name="zip"
          label="ZIP code"
          isRequired
          maxLength={SHIPPING_ADDRESS_LIMITS.zip}
          autoComplete="shipping postal-code"
        />
      </div>
      <FormCheckbox control={control} name="isDefault" label="Make this my default shipping address" />
      <FormActions onCancel={onDone} isCancelDisabled={saving}>
        <SubmitButton form={form} isDisabled={saving}>
          {address ? 'Save Changes' : 'Add Address'}
        </SubmitButton>
      </FormActions>
    </RulesForm>
  );
}
