import type { ChangeEvent } from 'react';
import { useId } from 'react';

type Option = { value: string; label: string };

/** A native select: at most 50 ship-tos come back, and native selects are the most robust on phones. */
export function NativeSelect({
  label,
  value,
  options,
  onChange,
  error,
  placeholder,
  isRequired,
}: {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  error?: string | null;
  placeholder?: string;
  isRequired?: boolean;
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
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <div id={errorId} className="field-error">
          {error}
        </div>
      )}
    </div>
  );
}
