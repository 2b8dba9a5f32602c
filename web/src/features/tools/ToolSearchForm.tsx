import type { ReactNode } from 'react';
import { APPLICATION_CUSTOMER_NUMBER_MAX } from '@mro/rules/tools';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

/**
 * A supplier tool's search form: a named search landmark whose fields the page checks itself (noValidate,
 * the spec's messages), and its submit button, disabled while the answer is awaited.
 */
export function ToolSearchForm({
  region,
  submitLabel,
  busy,
  onSubmit,
  children,
}: {
  /** The search landmark's name, e.g. 'Customer lookup'. */
  region: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="tools-search"
      role="search"
      aria-label={region}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <Button type="submit" isDisabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The customer number a tool acts for: required, up to 10 digits. */
export function CustomerNumberField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label="Customer number"
      value={value}
      maxLength={APPLICATION_CUSTOMER_NUMBER_MAX}
      inputMode="numeric"
      isRequired
      error={error}
      onChange={onChange}
    />
  );
}
