import { useId, type ChangeEvent } from 'react';

/** A native file input with its label, description and error (react-aria has no file field with a visible value). */
export function FileField({ label, description, error, accept, onChange }: {
  label: string;
  description?: string;
  error?: string | null;
  accept?: string;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">{label}</label>
      <input
        id={id}
        type="file"
        className="field-input"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.files?.[0] ?? null)}
      />
      {description && <div id={`${id}-description`} className="field-description">{description}</div>}
      {error && <div id={`${id}-error`} className="field-error">{error}</div>}
    </div>
  );
}
