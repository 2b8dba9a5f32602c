import { useId, useRef } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { useTypedBeforeLive, valueShown } from './typedBeforeLive';
import './field.css';

export type TextFieldProps = Omit<AriaTextFieldProps, 'isInvalid' | 'children' | 'className'> & {
  label: string;
  description?: string;
  /** Shown once the field was touched or a submit was attempted (`showError`). */
  error?: string | null;
  showError?: boolean;
  hideLabel?: boolean;
  className?: string;
  placeholder?: string;
  /** Values the browser offers while typing (a native datalist: free text stays allowed). */
  suggestions?: readonly { value: string; label: string }[];
};

export function TextField({
  label,
  description,
  error,
  showError = true,
  hideLabel,
  className,
  placeholder,
  suggestions,
  ...props
}: TextFieldProps) {
  const visibleError = showError && error ? error : null;
  const listId = useId();
  const ref = useRef<HTMLInputElement>(null);
  const typed = useTypedBeforeLive<HTMLInputElement, string>(ref, props.value, props.onChange, valueShown);
  return (
    <AriaTextField
      {...props}
      value={typed.value}
      onChange={typed.onChange}
      isInvalid={visibleError !== null}
      className={`field${className ? ` ${className}` : ''}`}
    >
      <Label className={hideLabel ? 'visually-hidden' : 'field-label'}>{label}</Label>
      <Input ref={ref} className="field-input" placeholder={placeholder} list={suggestions ? listId : undefined} />
      {suggestions && (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion.value} value={suggestion.value} label={suggestion.label} />
          ))}
        </datalist>
      )}
      {description && (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      )}
      <FieldError className="field-error">{visibleError}</FieldError>
    </AriaTextField>
  );
}
