import { useId, useRef } from 'react';
import './field.css';

/**
 * A native file picker with a visible label (react-aria has no file field with a visible value);
 * `accept` lists the extensions allowed (the rules still check them).
 */
export function FileField({
  label,
  accept,
  multiple,
  onFiles,
  error,
  description,
}: {
  label: string;
  accept?: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  error?: string | null;
  description?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const described =
    [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        className="field-input"
        accept={accept}
        multiple={multiple}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          // A multiple picker accumulates files elsewhere; the same file may be picked again after it was removed.
          if (multiple && input.current) input.current.value = '';
        }}
      />
      {description && (
        <div id={`${id}-description`} className="field-description">
          {description}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="field-error">
          {error}
        </div>
      )}
    </div>
  );
}
