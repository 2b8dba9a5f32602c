import { useQuery } from '@apollo/client/react';
import { PART_NUMBER_MAX } from '@mro/rules/orderpad';
import { TextField } from '../ui/TextField';
import { useDebouncedValue } from './useDebouncedValue';
import { PartNumberSuggestionsDocument } from './PartNumberSuggestions.generated';

/** The order pad's autocomplete waits this long after the last keystroke (cart-checkout-orders §9). */
const AUTOCOMPLETE_DEBOUNCE_MS = 750;

/** A part number field offering the customer's and the supplier's part numbers that start with what is typed. */
export function PartNumberField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const term = useDebouncedValue(value.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const { data } = useQuery(PartNumberSuggestionsDocument, { variables: { term }, skip: term.length < 2 });
  const found = data?.partNumberSuggestions;
  const suggestions = found
    ? [
        ...found.customerParts.map((part) => ({ value: part.partNumber, label: `Your part # · ${part.description}` })),
        ...found.supplierParts.map((part) => ({ value: part.partNumber, label: part.description })),
      ]
    : [];
  return (
    <TextField
      label={label}
      value={value}
      maxLength={PART_NUMBER_MAX}
      onChange={onChange}
      error={error}
      suggestions={suggestions}
    />
  );
}
