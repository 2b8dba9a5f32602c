import {
  Button,
  ComboBox as AriaComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import './Button.css';
import './field.css';
import './ComboBox.css';

type Option = { value: string; label: string };

/** A typeahead: type to filter the options (contains, case-insensitive), pick one. */
export function ComboBox({
  label,
  value,
  options,
  onChange,
  error,
  isRequired,
  placeholder,
  onBlur,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  error?: string | null;
  isRequired?: boolean;
  placeholder?: string;
  onBlur?: () => void;
}) {
  return (
    <AriaComboBox
      className="field"
      selectedKey={value || null}
      onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      defaultItems={options}
      menuTrigger="focus"
      onBlur={onBlur}
    >
      <Label className="field-label">{label}</Label>
      <div className="combobox">
        <Input className="field-input" placeholder={placeholder} />
        <Button className="btn btn-secondary combobox-toggle" aria-label={`Show ${label} options`}>
          ▾
        </Button>
      </div>
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="combobox-popover">
        <ListBox className="combobox-list">
          {(option: Option) => (
            <ListBoxItem id={option.value} textValue={option.label} className="combobox-option">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
