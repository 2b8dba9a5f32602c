import { Checkbox } from '../../ui/Checkbox';
import { TextField } from '../../ui/TextField';
import { ADDRESS_LIMITS, SHIPPING_ZIP_MAX } from '@mro/rules/address';

export type NewShipTo = {
  companyName: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  save: boolean;
};
export const EMPTY_SHIP_TO: NewShipTo = {
  companyName: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  zip: '',
  save: false,
};

type Props = {
  value: NewShipTo;
  errors: Record<string, string>;
  showErrors: boolean;
  onChange: (value: NewShipTo) => void;
};

/** A shipping address typed at checkout (users who may edit ship-tos), optionally saved to the address book. */
export function NewShipToFields({ value, errors, showErrors, onChange }: Props) {
  const field = (
    key: Exclude<keyof NewShipTo, 'save'>,
    label: string,
    extra: { isRequired?: boolean; maxLength?: number; autoComplete?: string } = {},
  ) => (
    <TextField
      label={label}
      {...extra}
      value={value[key]}
      onChange={(v) => onChange({ ...value, [key]: v })}
      error={errors[`newShipTo.${key}`]}
      showError={showErrors}
    />
  );
  return (
    <fieldset>
      <legend>Shipping address</legend>
      {field('companyName', 'Company name', { autoComplete: 'shipping organization' })}
      {field('line1', 'Address 1', { isRequired: true, autoComplete: 'shipping address-line1' })}
      {field('line2', 'Address 2', { maxLength: ADDRESS_LIMITS.line2, autoComplete: 'shipping address-line2' })}
      {field('city', 'City', {
        isRequired: true,
        maxLength: ADDRESS_LIMITS.city,
        autoComplete: 'shipping address-level2',
      })}
      {field('state', 'State', { isRequired: true, autoComplete: 'shipping address-level1' })}
      {field('zip', 'ZIP code', {
        isRequired: true,
        maxLength: SHIPPING_ZIP_MAX,
        autoComplete: 'shipping postal-code',
      })}
      <Checkbox
        label="Save this address for later orders"
        isSelected={value.save}
        onChange={(save) => onChange({ ...value, save })}
      />
    </fieldset>
  );
}
