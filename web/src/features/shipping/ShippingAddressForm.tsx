import { useState, type FormEvent } from 'react';
import { SHIPPING_ADDRESS_LIMITS, SHIPPING_MESSAGES, checkShippingAddressForm } from '@mro/rules/shipping';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { NativeSelect } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import {
  CreateShippingAddressDocument,
  ShippingAddressesDocument,
  UpdateShippingAddressDocument,
  type ShippingAddressFieldsFragment,
} from './ShippingAddresses.generated';
import { REGION_OPTIONS } from './regions';

type Values = { companyName: string; line1: string; line2: string; city: string; state: string; zip: string };
type Field = keyof Values;
const FIELDS: readonly Field[] = ['companyName', 'line1', 'line2', 'city', 'state', 'zip'];

const valuesOf = (address: ShippingAddressFieldsFragment | null): Values => ({
  companyName: address?.companyName ?? '',
  line1: address?.address.line1 ?? '',
  line2: address?.address.line2 ?? '',
  city: address?.address.city ?? '',
  state: address?.address.state ?? '',
  zip: address?.address.zip ?? '',
});

const fieldOf = (field: string): string | null => ((FIELDS as readonly string[]).includes(field) ? field : null);
const options = {
  failed: SHIPPING_MESSAGES.saveFailed,
  notify: SHIPPING_MESSAGES.saved,
  fieldOf,
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
  const [values, setValues] = useState<Values>(() => valuesOf(address));
  const [isDefault, setDefault] = useState(address?.isDefault ?? false);
  const [showErrors, setShowErrors] = useState(false);
  const create = useMutationWithErrors(CreateShippingAddressDocument, (d) => d.createShippingAddress, options);
  const update = useMutationWithErrors(UpdateShippingAddressDocument, (d) => d.updateShippingAddress, options);
  const saving = create.loading || update.loading;
  const serverErrors = address ? update : create;
  const checked = Object.fromEntries(checkShippingAddressForm(values).map((e) => [e.field, e.message]));
  const errorOf = (field: Field): string | undefined => checked[field] ?? serverErrors.fieldErrors[field];

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    serverErrors.clearFieldError(field);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(checked).length > 0) return;
    const input = {
      companyName: values.companyName.trim() || null,
      line1: values.line1.trim(),
      line2: values.line2.trim() || null,
      city: values.city.trim() || null,
      state: values.state,
      zip: values.zip.trim(),
      isDefault,
    };
    const outcome = address
      ? await update.run({ variables: { input: { ...input, id: address.id } } })
      : await create.run({ variables: { input } });
    if (outcome.ok) onDone();
  }

  const text = (
    field: Exclude<Field, 'state'>,
    label: string,
    extra: { isRequired?: boolean; maxLength?: number; autoComplete?: string },
  ) => (
    <TextField
      label={label}
      {...extra}
      value={values[field]}
      onChange={(value) => change(field, value)}
      error={errorOf(field)}
      showError={showErrors || Boolean(serverErrors.fieldErrors[field])}
    />
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={address ? 'Edit shipping address' : 'New shipping address'}
    >
      <h2>{address ? 'Edit Shipping Address' : 'Add a Shipping Address'}</h2>
      {serverErrors.failures.length > 0 && (
        <Alert tone="error">
          {serverErrors.failures.length === 1 ? (
            serverErrors.failures[0]
          ) : (
            <ul>
              {serverErrors.failures.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <div className="shipping-form-grid">
        {text('companyName', 'Company name', {
          maxLength: SHIPPING_ADDRESS_LIMITS.companyName,
          autoComplete: 'shipping organization',
        })}
        {text('line1', 'Address 1', {
          isRequired: true,
          maxLength: SHIPPING_ADDRESS_LIMITS.line1,
          autoComplete: 'shipping address-line1',
        })}
        {text('line2', 'Address 2', {
          maxLength: SHIPPING_ADDRESS_LIMITS.line2,
          autoComplete: 'shipping address-line2',
        })}
        {text('city', 'City', { maxLength: SHIPPING_ADDRESS_LIMITS.city, autoComplete: 'shipping address-level2' })}
        <NativeSelect
          label="State"
          value={values.state}
          options={REGION_OPTIONS}
          placeholder="Choose a state or province"
          isRequired
          onChange={(value) => change('state', value)}
          error={showErrors || serverErrors.fieldErrors.state ? errorOf('state') : undefined}
        />
        {text('zip', 'ZIP code', {
          isRequired: true,
          maxLength: SHIPPING_ADDRESS_LIMITS.zip,
          autoComplete: 'shipping postal-code',
        })}
      </div>
      <Checkbox label="Make this my default shipping address" isSelected={isDefault} onChange={setDefault} />
      <div className="form-actions">
        <Button type="submit" isDisabled={saving}>
          {address ? 'Save Changes' : 'Add Address'}
        </Button>
        <Button variant="link" onPress={onDone} isDisabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
