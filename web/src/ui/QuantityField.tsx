import { useRef } from 'react';
import { FieldError, Input, Label, TextField as AriaTextField } from 'react-aria-components';
import { useTypedBeforeLive, valueShown } from './typedBeforeLive';
import './field.css';
import './QuantityField.css';

type QuantityFieldProps = {
  /** Accessible name, e.g. 'Quantity for 10012345'. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  isDisabled?: boolean;
};

/** A free-text field (not a spin button) so a typed 'abc' or 0 can be refused with the spec's message. */
export function QuantityField({ label, value, onChange, error, isDisabled }: QuantityFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  const typed = useTypedBeforeLive<HTMLInputElement, string>(ref, value, onChange, valueShown);
  return (
    <AriaTextField
      value={typed.value}
      onChange={typed.onChange}
      isInvalid={error !== null}
      isDisabled={isDisabled}
      className="field quantity-field"
    >
      <Label className="visually-hidden">{label}</Label>
      {/* Longer than any valid quantity, so an over-limit number is refused with its limit rather than cut;
          wide enough for the 6 digits of a line the ERP holds (a released scan, a merged request). */}
      <Input ref={ref} className="field-input" inputMode="numeric" maxLength={9} size={7} />
      <FieldError className="field-error">{error}</FieldError>
    </AriaTextField>
  );
}
