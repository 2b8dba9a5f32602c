import {
  Checkbox,
  CheckboxGroup as AriaCheckboxGroup,
  FieldError,
  Label,
  Radio,
  RadioGroup as AriaRadioGroup,
} from 'react-aria-components';
import { ChoiceIndicator } from './ChoiceIndicator';
import './field.css';
import './choice.css';

type Option = { value: string; label: string };

/** One choice of several (native radio semantics, labelled group). */
export function RadioGroup({
  label,
  value,
  options,
  onChange,
  isRequired,
  error,
}: {
  label: string;
  value: string | null;
  options: Option[];
  onChange: (value: string) => void;
  isRequired?: boolean;
  error?: string | null;
}) {
  return (
    <AriaRadioGroup
      value={value}
      onChange={onChange}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      className="field choice-group"
    >
      <Label className="field-label">{label}</Label>
      {options.map((o) => (
        <Radio key={o.value} value={o.value} className="choice">
          <ChoiceIndicator shape="circle" />
          <span className="choice-label">{o.label}</span>
        </Radio>
      ))}
      <FieldError className="field-error">{error}</FieldError>
    </AriaRadioGroup>
  );
}

/** Any number of choices (labelled group of checkboxes). */
export function CheckboxGroup({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string[];
  options: Option[];
  onChange: (value: string[]) => void;
}) {
  return (
    <AriaCheckboxGroup value={value} onChange={onChange} className="field choice-group">
      <Label className="field-label">{label}</Label>
      {options.map((o) => (
        <Checkbox key={o.value} value={o.value} className="choice">
          <ChoiceIndicator shape="box" />
          <span className="choice-label">{o.label}</span>
        </Checkbox>
      ))}
    </AriaCheckboxGroup>
  );
}
