import { SearchComboBox } from './SearchComboBox';

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
    <SearchComboBox
      label={label}
      inputValue={value}
      onInputChange={onChange}
      options={results.map((result) => ({ id: result, label: result }))}
      status={status}
      error={error}
      allowsCustomValue
    />
  );
}
