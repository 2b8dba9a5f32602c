import { useState, type ReactNode } from 'react';
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

type PickListProps<T> = {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** Chips wrap on a line (people, offered departments); rows stand one a line with a rule under each. */
  look: 'chips' | 'rows';
  /** What the item is, before its button. */
  labelOf?: (item: T) => ReactNode;
  /** The sentence in place of an empty list; without it nothing shows. */
  none?: string;
  /** The button: its text, its accessible name where the text does not say enough, its look. */
  textOf: (item: T) => string;
  nameOf?: (item: T) => string;
  variant: 'link' | 'secondary';
  onPick: (item: T) => void;
};

/** Chosen items with their Remove buttons, or candidates with their Add buttons. */
export function PickList<T>({ items, keyOf, look, labelOf, none, textOf, nameOf, variant, onPick }: PickListProps<T>) {
  if (items.length === 0) return none ? <p className="muted">{none}</p> : null;
  return (
    <ul className={look === 'chips' ? 'admin-chips' : 'admin-list'}>
      {items.map((item) => (
        <li key={keyOf(item)}>
          {labelOf && <>{labelOf(item)} </>}
          <Button variant={variant} aria-label={nameOf?.(item)} onPress={() => onPick(item)}>
            {textOf(item)}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The people chosen, each a chip with its Remove button (`removeName` its accessible name). */
export function ChosenPeople<P extends { id: string; name: string }>({
  people,
  none,
  removeName,
  onChange,
}: {
  people: readonly P[];
  none: string;
  removeName: (person: P) => string;
  onChange: (people: P[]) => void;
}) {
  return (
    <PickList
      items={people}
      keyOf={(person) => person.id}
      look="chips"
      labelOf={(person) => person.name}
      none={none}
      textOf={() => 'Remove'}
      nameOf={removeName}
      variant="link"
      onPick={(person) => onChange(people.filter((p) => p.id !== person.id))}
    />
  );
}

/**
 * What a user was given (catalogs, departments): a fieldset of rows, each with its Remove link
 * (`removeName` its accessible name), the `none` sentence when there are none, then `children` (the
 * fieldset's other fields, its error).
 */
export function AssignedRows<T>({
  legend,
  removeName,
  onRemove,
  children,
  ...list
}: Pick<PickListProps<T>, 'items' | 'keyOf' | 'labelOf' | 'none'> & {
  legend: string;
  removeName: (item: T) => string;
  onRemove: (item: T) => void;
  children?: ReactNode;
}) {
  return (
    <fieldset className="admin-fieldset">
      <legend>{legend}</legend>
      <PickList {...list} look="rows" textOf={() => 'Remove'} nameOf={removeName} variant="link" onPick={onRemove} />
      {children}
    </fieldset>
  );
}

/**
 * A picker's search field, the `noneFound` sentence once a search came back empty, and the candidates
 * found with their Add buttons; adding one clears the search.
 */
export function PickerSearch<T>({
  search,
  label,
  description,
  answered,
  noneFound,
  onPick,
  ...candidates
}: Omit<PickListProps<T>, 'none' | 'variant'> & {
  search: ReturnType<typeof usePickerSearch>;
  label: string;
  description: string;
  /** The search has its answer (not skipped, not loading). */
  answered: boolean;
  noneFound: string;
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
      {answered && candidates.items.length === 0 && <p className="muted">{noneFound}</p>}
      <PickList
        {...candidates}
        variant="secondary"
        onPick={(item) => {
          onPick(item);
          search.setText('');
        }}
      />
    </>
  );
}
