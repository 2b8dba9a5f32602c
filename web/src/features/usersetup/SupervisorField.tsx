import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  ADMIN_FILTER_DEBOUNCE_MS,
  ADMIN_FILTER_MAX,
  ADMIN_MESSAGES,
  SUPERVISOR_SEARCH_MIN,
} from '@mro/rules/administration';
import { SearchComboBox } from '../../ui/SearchComboBox';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { UserSetupSupervisorsDocument } from './UserSetup.generated';

export type Supervisor = { id: string; name: string; username: string };

/**
 * The customer request's supervisor (§5 supervisor search): the company's supervisors whose name or e-mail
 * has more than 1 character typed, searched 750 ms after the last key; one is picked, never free text.
 */
export function SupervisorField({
  value,
  onChange,
}: {
  value: Supervisor | null;
  onChange: (supervisor: Supervisor | null) => void;
}) {
  const [text, setText] = useState(value?.name ?? '');
  // A pick or a reset from outside (the form cleared after Add) shows its name.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value?.name ?? '');
  }
  const settled = useDebouncedValue(text.trim(), ADMIN_FILTER_DEBOUNCE_MS);
  const ready = settled.length >= SUPERVISOR_SEARCH_MIN && settled !== value?.name;
  const { data, loading, error } = useQuery(UserSetupSupervisorsDocument, {
    variables: { search: settled },
    skip: !ready,
  });
  const found = data?.userSetupSupervisors ?? [];
  const status = !ready
    ? 'Type at least 2 characters of a name or e-mail.'
    : loading
      ? 'Searching…'
      : error
        ? ADMIN_MESSAGES.loadFailed
        : found.length === 0
          ? ADMIN_MESSAGES.noSupervisors
          : null;
  return (
    <SearchComboBox
      label="Supervisor"
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        // Typing away from the pick drops it; picking another names it (then the pick sets it).
        if (value && next !== value.name && !found.some((s) => s.name === next)) onChange(null);
      }}
      options={[...(value ? [value] : []), ...found.filter((s) => s.id !== value?.id)].map((s) => ({
        id: s.id,
        label: s.name,
        detail: s.username,
      }))}
      selectedKey={value?.id ?? null}
      onSelect={(option) => {
        const picked = option && [...found, ...(value ? [value] : [])].find((s) => s.id === option.id);
        onChange(picked ?? null);
      }}
      status={status}
      maxLength={ADMIN_FILTER_MAX}
    />
  );
}
