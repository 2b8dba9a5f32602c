import { Checkbox } from '../../ui/Checkbox';
import { NativeSelect } from '../../ui/Select';
import { TextField } from '../../ui/TextField';

export type NewCard = {
  nameOnCard: string;
  number: string;
  expirationMonth: string;
  expirationYear: string;
  securityCode: string;
  saveForLater: boolean;
};

export const EMPTY_CARD: NewCard = {
  nameOnCard: '',
  number: '',
  expirationMonth: '',
  expirationYear: '',
  securityCode: '',
  saveForLater: false,
};

const MONTHS = Array.from({ length: 12 }, (_, i) => {
  const value = String(i + 1).padStart(2, '0');
  return { value: String(i + 1), label: value };
});

type Props = {
  card: NewCard;
  years: readonly number[];
  errors: Record<string, string>;
  showErrors: boolean;
  onChange: (card: NewCard) => void;
};

/** The new-card form (token 000NEW). The number lives only in this form until the ERP's vault answers a token. */
export function NewCardFields({ card, years, errors, showErrors, onChange }: Props) {
  const set = (key: keyof NewCard) => (value: string) => onChange({ ...card, [key]: value });
  return (
    <fieldset>
      <legend>New card</legend>
      <p className="muted">We accept Visa, MasterCard and American Express.</p>
      <TextField
        label="Name on card"
        isRequired
        autoComplete="cc-name"
        value={card.nameOnCard}
        onChange={set('nameOnCard')}
        error={errors['newCard.nameOnCard']}
        showError={showErrors}
      />
      <TextField
        label="Card number"
        isRequired
        autoComplete="cc-number"
        inputMode="numeric"
        value={card.number}
        onChange={set('number')}
        error={errors['newCard.number']}
        showError={showErrors}
      />
      <NativeSelect
        label="Expiration month"
        isRequired
        placeholder="Month"
        value={card.expirationMonth}
        options={MONTHS}
        onChange={set('expirationMonth')}
        error={showErrors ? (errors['newCard.expirationMonth'] ?? null) : null}
      />
      <NativeSelect
        label="Expiration year"
        isRequired
        placeholder="Year"
        value={card.expirationYear}
        options={years.map((y) => ({ value: String(y), label: String(y) }))}
        onChange={set('expirationYear')}
      />
      <TextField
        label="Security code"
        isRequired
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
        value={card.securityCode}
        onChange={set('securityCode')}
        error={errors['newCard.securityCode']}
        showError={showErrors}
      />
      <Checkbox
        label="Save this card for later orders"
        isSelected={card.saveForLater}
        onChange={(saveForLater) => onChange({ ...card, saveForLater })}
      />
    </fieldset>
  );
}
