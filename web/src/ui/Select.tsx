import type { ChangeEvent } from 'react';
import { useId } from 'react';
import './field.css';

/** `group`: options sharing one are drawn under it (an optgroup), in the order they come. */
type Option = { value: string; label: string; group?: string };

function grouped(options: Option[]): [group: string | undefined, options: Option[]][] {
  const groups: [string | undefined, Option[]][] = [];
  for (const option of options) {
    const last = groups.at(-1);
    if (last && last[0] === option.group) last[1].push(option);
    else groups.push([option.group, [option]]);
  }
  return groups;
}

const optionsOf = (options: Option[]) =>
  options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));

/** A native select: at most 50 ship-tos come back, and native selects are the most robust on phones. */
export function NativeSelect({
  label,
  value,
  options,
  onChange,
  error,
  placeholder,
  isRequired,
  onBlur,
}: {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  error?: string | null;
  placeholder?: string;
  isRequired?: boolean;
  onBlur?: () => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        className="field-input"
        value={value}
        required={isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
        onBlur={onBlur}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {grouped(options).map(([group, members]) =>
          group === undefined ? (
            optionsOf(members)
          ) : (
            <optgroup key={group} label={group}>
              {optionsOf(members)}
            </optgroup>
          ),
        )}
      </select>
      {error && (
        <div id={errorId} className="field-error">
          {error}
        </div>
      )}
    </div>
  );
}
