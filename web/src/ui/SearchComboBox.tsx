import {
  ComboBox as AriaComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import './field.css';
import './ComboBox.css';

export type SearchOption = { id: string; label: string; detail?: string };

/**
 * Pick one of what the server found for the typed text: `options` are the server's results (not filtered
 * again here), `status` says how the search went. Text left unpicked is cleared on leaving the field,
 * unless `allowsCustomValue` (then the text is the value, as in `LookupField`).
 */
export function SearchComboBox({
  label,
  inputValue,
  onInputChange,
  options,
  selectedKey,
  onSelect,
  status,
  error,
  maxLength,
  allowsCustomValue,
}: {
  label: string;
  inputValue: string;
  onInputChange: (text: string) => void;
  options: readonly SearchOption[];
  selectedKey?: string | null;
  onSelect?: (option: SearchOption | null) => void;
  status: string | null;
  error?: string | null;
  maxLength?: number;
  allowsCustomValue?: boolean;
}) {
  return (
    <AriaComboBox
      className="field"
      inputValue={inputValue}
      onInputChange={onInputChange}
      items={options}
      selectedKey={selectedKey}
      onSelectionChange={onSelect && ((key) => onSelect(options.find((o) => o.id === key) ?? null))}
      allowsCustomValue={allowsCustomValue}
      allowsEmptyCollection
      menuTrigger="input"
      isInvalid={Boolean(error)}
    >
      <Label className="field-label">{label}</Label>
      <Input className="field-input" maxLength={maxLength} />
      <Text slot="description" className="field-description" role="status">
        {status}
      </Text>
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="combobox-popover">
        <ListBox className="combobox-list">
          {(option: SearchOption) => (
            <ListBoxItem id={option.id} textValue={option.label} className="combobox-option">
              {option.label}
              {option.detail && <span className="muted"> {option.detail}</span>}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
