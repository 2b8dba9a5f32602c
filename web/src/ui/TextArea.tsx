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
  const textAreaRef = useTypedBeforeLive<HTMLTextAreaElement, string>(props.value, props.onChange, valueShown);
  return (
    <AriaTextField {...props} isInvalid={visibleError !== null} className="field">
      <Label className="field-label">{label}</Label>
      <AriaTextArea ref={textAreaRef} className="field-input" rows={rows} />
      <FieldError className="field-error">{visibleError}</FieldError>
    </AriaTextField>
  );
}
