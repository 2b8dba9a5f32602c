import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';

export type TextFieldProps = Omit<AriaTextFieldProps, 'isInvalid' | 'children' | 'className'> & {
  label: string;
  description?: string;
  /** Shown once the field was touched or a submit was attempted (`showError`). */
  error?: string | null;
  showError?: boolean;
  hideLabel?: boolean;
  className?: string;
  placeholder?: string;
};

export function TextField({
  label,
  description,
  error,
  showError = true,
  hideLabel,
  className,
  placeholder,
  ...props
}: TextFieldProps) {
  const visibleError = showError && error ? error : null;
  return (
    <AriaTextField {...props} isInvalid={visibleError !== null} className={`field${className ? ` ${className}` : ''}`}>
      <Label className={hideLabel ? 'visually-hidden' : 'field-label'}>{label}</Label>
      <Input className="field-input" placeholder={placeholder} />
      {description && (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      )}
      <FieldError className="field-error">{visibleError}</FieldError>
    </AriaTextField>
  );
}
