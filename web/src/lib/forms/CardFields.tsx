import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormSelect, FormTextField } from './fields';

const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: String(i + 1).padStart(2, '0') }));

type CardField = 'nameOnCard' | 'number' | 'expirationMonth' | 'expirationYear' | 'securityCode';

type Props<V extends FieldValues> = {
  control: Control<V>;
  /** Where the card's values sit in the form: '' at its top (billing's card form), 'newCard.' in checkout's payment step. */
  prefix?: '' | `${string}.`;
  /** The expiration years offered (the server's list, so that the page renders the same on both sides). */
  years: readonly number[];
  nameMaxLength?: number;
};

/** A card's own fields: name on card, number, expiration month and year, security code. */
export function CardFields<V extends FieldValues>({ control, prefix = '', years, nameMaxLength }: Props<V>) {
  const name = (field: CardField) => `${prefix}${field}` as FieldPath<V>;
  return (
    <>
      <FormTextField
        control={control}
        name={name('nameOnCard')}
        label="Name on card"
        isRequired
        autoComplete="cc-name"
        maxLength={nameMaxLength}
      />
      <FormTextField
        control={control}
        name={name('number')}
        label="Card number"
        isRequired
        autoComplete="cc-number"
        inputMode="numeric"
      />
      <FormSelect
        control={control}
        name={name('expirationMonth')}
        label="Expiration month"
        isRequired
        placeholder="Month"
        options={MONTHS}
      />
      <FormSelect
        control={control}
        name={name('expirationYear')}
        label="Expiration year"
        isRequired
        placeholder="Year"
        options={years.map((y) => ({ value: String(y), label: String(y) }))}
      />
      <FormTextField
        control={control}
        name={name('securityCode')}
        label="Security code"
        isRequired
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
      />
    </>
  );
}
