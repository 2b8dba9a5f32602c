import { useState } from 'react';
import { ADMIN_FILTER_DEBOUNCE_MS, ADMIN_FILTER_MAX } from '@mro/rules/administration';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

/** A picker's search text, settled 750 ms after the last key; `ready` once it has `min` characters. */
export function usePickerSearch(min: number) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), ADMIN_FILTER_DEBOUNCE_MS);
  return { text, setText, settled, ready: settled.length >= min };
}

type Chips<T> = {
  keyOf: (item: T) => string;
  /** The button's accessible name where its text does not say enough. */
  nameOf?: (item: T) => string;
};

/** The chosen people with a Remove button each, or the `none` sentence. */
export function ChosenChips<T extends { id: string; name: string }>({
  chosen,
  none,
  nameOf,
  onRemove,
}: Omit<Chips<T>, 'keyOf'> & { chosen: readonly T[]; none: string; onRemove: (item: T) => void }) {
  if (chosen.length === 0) return <p className="muted">{none}</p>;
  return (
    <ul className="admin-chips">
      {chosen.map((person) => (
        <li key={person.id}>
          {person.name}{' '}
          <Button variant="link" aria-label={nameOf?.(person)} onPress={() => onRemove(person)}>
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** One Add button a candidate; nothing without candidates. */
export function AddChips<T>({
  candidates,
  keyOf,
  nameOf,
  textOf,
  onAdd,
}: Chips<T> & { candidates: readonly T[]; textOf: (item: T) => string; onAdd: (item: T) => void }) {
  if (candidates.length === 0) return null;
  return (
    <ul className="admin-chips">
      {candidates.map((item) => (
        <li key={keyOf(item)}>
          <Button variant="secondary" aria-label={nameOf?.(item)} onPress={() => onAdd(item)}>
            {textOf(item)}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A picker's search field, the `noneFound` sentence once a search came back empty, and the candidates
 * found as Add buttons; adding one clears the search.
 */
export function PickerSearch<T>({
  search,
  label,
  description,
  answered,
  noneFound,
  onAdd,
  ...chips
}: Chips<T> & {
  search: ReturnType<typeof usePickerSearch>;
  label: string;
  description: string;
  /** The search has its answer (not skipped, not loading). */
  answered: boolean;
  noneFound: string;
  candidates: readonly T[];
  textOf: (item: T) => string;
  onAdd: (item: T) => void;
}) {
  return (
    <>
      <TextField
        label={label}
        description={description}
        value={search.text}
        maxLength={ADMIN_FILTER_MAX}
        onChange={search.setText}
      />
      {answered && chips.candidates.length === 0 && <p className="muted">{noneFound}</p>}
      <AddChips
        {...chips}
        onAdd={(item) => {
          onAdd(item);
          search.setText('');
        }}
      />
    </>
  );
}
