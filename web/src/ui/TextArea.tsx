import { useRef } from 'react';
import {
  FieldError,
  Label,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps,
} from 'react-aria-components';
import { useTypedBeforeLive, valueShown } from './typedBeforeLive';
import './field.css';

/** A multi-line text field; the error shows once `showError` (touched or submitted). */
export function TextArea({
  label,
  error,
  showError = true,
  rows = 5,
  ...props
}: Omit<TextFieldProps, 'isInvalid' | 'children' | 'className'> & {
  label: string;
  error?: string | null;
  showError?: boolean;
  rows?: number;
}) {
  const visibleError = showError && error ? error : null;
  const ref = useRef<HTMLTextAreaElement>(null);
  const typed = useTypedBeforeLive<HTMLTextAreaElement, string>(ref, props.value, props.onChange, valueShown);
  return (
    <AriaTextField
      {...props}
      value={typed.value}
      onChange={typed.onChange}
      isInvalid={visibleError !== null}
      className="field"
    >
      <Label className="field-label">{label}</Label>
      <AriaTextArea ref={ref} className="field-input" rows={rows} />
      <FieldError className="field-error">{visibleError}</FieldError>
    </AriaTextField>
  );
}
