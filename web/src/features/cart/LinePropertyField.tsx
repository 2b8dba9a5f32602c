import { useQuery } from '@apollo/client/react';
import { UDF_MESSAGES } from '@mro/rules/udf';
import { RadioGroup } from '../../ui/ChoiceGroups';
import { LookupField } from '../../ui/LookupField';
import { NativeSelect } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import type { LinePropertyFieldsQuery } from './LineProperties.generated';
import { LinePropertyValuesDocument } from './LinePropertyField.generated';

export type LineField = LinePropertyFieldsQuery['userDefinedFields'][number];

/** cart-checkout-orders §9: a field look-up waits 750 ms after the last key. */
const LOOKUP_DEBOUNCE_MS = 750;

type Props = { field: LineField; value: string; error: string | null; onChange: (value: string) => void };

/** One line property, entered as its input type says: select, radio buttons, a look-up, a date or text. */
export function LinePropertyField({ field, value, error, onChange }: Props) {
  const label = field.required ? `${field.label} ${UDF_MESSAGES.required}` : field.label;
  const options = field.options.map((option) => ({ value: option, label: option }));
  switch (field.inputType) {
    case 'SELECT':
      return (
        <NativeSelect
          label={label}
          value={value}
          options={options}
          placeholder="Select"
          onChange={onChange}
          error={error}
        />
      );
    case 'RADIO':
      return <RadioGroup label={label} value={value || null} options={options} onChange={onChange} error={error} />;
    case 'SEARCH':
      return <SearchProperty field={field} label={label} value={value} error={error} onChange={onChange} />;
    case 'HIDDEN':
      return null;
    case 'DATE':
    case 'TEXT':
      return (
        <TextField
          label={label}
          value={value}
          onChange={onChange}
          error={error}
          placeholder={field.inputType === 'DATE' ? 'YYYY-MM-DD' : undefined}
        />
      );
  }
}

/** A search field: the allowed values containing the text, looked up once typing pauses. */
function SearchProperty({ field, label, value, error, onChange }: Props & { label: string }) {
  const typed = value.trim();
  const filter = useDebouncedValue(typed, LOOKUP_DEBOUNCE_MS);
  const lookup = useQuery(LinePropertyValuesDocument, {
    variables: { fieldName: field.name, filter },
    skip: !filter,
  });
  const results = lookup.data?.userDefinedFieldValues ?? [];
  const status = !typed
    ? null
    : typed !== filter || lookup.loading
      ? UDF_MESSAGES.searching
      : lookup.error
        ? UDF_MESSAGES.lookupFailed
        : UDF_MESSAGES.resultsFound(results.length);
  return (
    <LookupField
      label={label}
      value={value}
      onChange={onChange}
      results={lookup.error ? [] : results}
      status={status}
      error={error}
    />
  );
}
