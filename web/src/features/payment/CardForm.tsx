import { useState, type FormEvent } from 'react';
import { BILLING_MESSAGES, CARD_ADDRESS_MAX, CARD_NAME_MAX, NICKNAME_MAX, checkCardForm } from '@mro/rules/payment';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { NativeSelect } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { AddSavedCardDocument, BillingInfoDocument } from './BillingInfo.generated';

type Values = {
  nameOnCard: string;
  number: string;
  expirationMonth: string;
  expirationYear: string;
  securityCode: string;
  nickname: string;
  billingAddress: string;
  zip: string;
};
type Field = keyof Values;
const EMPTY: Values = {
  nameOnCard: '',
  number: '',
  expirationMonth: '',
  expirationYear: '',
  securityCode: '',
  nickname: '',
  billingAddress: '',
  zip: '',
};
const FIELDS = Object.keys(EMPTY);
const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: String(i + 1).padStart(2, '0') }));

/**
 * The card form (§5): name on card, billing address and zip (5 or 5+4) required, nickname optional,
 * Visa, MasterCard or American Express; Save Card stays disabled while anything is invalid. The number
 * lives only in this form until the ERP's vault answers a token.
 */
export function CardForm({
  years,
  canSaveAsDefault,
  onDone,
}: {
  years: readonly number[];
  canSaveAsDefault: boolean;
  onDone: () => void;
}) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [makeDefault, setMakeDefault] = useState(false);
  const add = useMutationWithErrors(AddSavedCardDocument, (d) => d.addSavedCard, {
    failed: BILLING_MESSAGES.notSaved,
    notify: BILLING_MESSAGES.added,
    fieldOf: (field) => (FIELDS.includes(field) ? field : null),
    refetchQueries: [BillingInfoDocument],
    awaitRefetchQueries: true,
  });
  const input = {
    nameOnCard: values.nameOnCard,
    number: values.number,
    expirationMonth: Number(values.expirationMonth),
    expirationYear: Number(values.expirationYear),
    securityCode: values.securityCode,
    nickname: values.nickname.trim() || null,
    billingAddress: values.billingAddress,
    zip: values.zip,
  };
  const errors = Object.fromEntries(checkCardForm(input).map((e) => [e.field, e.message]));
  const invalid = Object.keys(errors).length > 0;
  const errorOf = (field: Field) => errors[field] ?? add.fieldErrors[field];
  const shown = (field: Field) => touched.has(field) || Boolean(add.fieldErrors[field]);

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field));
    add.clearFieldError(field);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid || add.loading) return;
    const outcome = await add.run({ variables: { input: { ...input, makeDefault } } });
    if (outcome.ok) onDone();
  }

  const text = (field: Field, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      {...extra}
      value={values[field]}
      onChange={set(field)}
      error={errorOf(field)}
      showError={shown(field)}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="New card">
      <h2>Add a Card</h2>
      <p className="muted">We accept Visa, MasterCard and American Express.</p>
      {add.failure && (
        <Alert tone="error">
          {Object.keys(add.fieldErrors).length > 0 ? BILLING_MESSAGES.formFailed : add.failure}
        </Alert>
      )}
      <div className="billing-form-grid">
        {text('nameOnCard', 'Name on card', { isRequired: true, autoComplete: 'cc-name', maxLength: CARD_NAME_MAX })}
        {text('number', 'Card number', { isRequired: true, autoComplete: 'cc-number', inputMode: 'numeric' })}
        <NativeSelect
          label="Expiration month"
          isRequired
          placeholder="Month"
          value={values.expirationMonth}
          options={MONTHS}
          onChange={set('expirationMonth')}
          error={shown('expirationMonth') && shown('expirationYear') ? (errorOf('expirationMonth') ?? null) : null}
        />
        <NativeSelect
          label="Expiration year"
          isRequired
          placeholder="Year"
          value={values.expirationYear}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          onChange={set('expirationYear')}
        />
        {text('securityCode', 'Security code', {
          isRequired: true,
          autoComplete: 'cc-csc',
          inputMode: 'numeric',
          maxLength: 4,
        })}
        {text('nickname', 'Nickname (optional)', { maxLength: NICKNAME_MAX })}
        {text('billingAddress', 'Billing address', {
          isRequired: true,
          autoComplete: 'billing street-address',
          maxLength: CARD_ADDRESS_MAX,
        })}
        {text('zip', 'Billing ZIP code', { isRequired: true, autoComplete: 'billing postal-code', maxLength: 10 })}
      </div>
      {canSaveAsDefault && (
        <Checkbox label="Save as my default card" isSelected={makeDefault} onChange={setMakeDefault} />
      )}
      <div className="form-actions">
        <Button type="submit" isDisabled={invalid || add.loading}>
          Save Card
        </Button>
        <Button variant="link" onPress={onDone} isDisabled={add.loading}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
