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

/**
 * Free text whose allowed values are looked up as it is typed: `results` are what the server found for
 * the text (not filtered again here), `status` says how the look-up went. The text is the value,
 * typed or picked.
 */
export function LookupField({
  label,
  value,
  onChange,
  results,
  status,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  results: readonly string[];
  status: string | null;
  error?: string | null;
}) {
  return (
    <AriaComboBox
      className="field"
      inputValue={value}
      onInputChange={onChange}
      items={results.map((result) => ({ id: result }))}
      allowsCustomValue
      allowsEmptyCollection
      menuTrigger="input"
      isInvalid={Boolean(error)}
    >
      <Label className="field-label">{label}</Label>
      <Input className="field-input" />
      <Text slot="description" className="field-description" role="status">
        {status}
      </Text>
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="combobox-popover">
        <ListBox className="combobox-list">
          {(item: { id: string }) => (
            <ListBoxItem id={item.id} textValue={item.id} className="combobox-option">
              {item.id}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
