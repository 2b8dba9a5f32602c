import type { FormEvent, ReactNode } from 'react';
import { NativeSelect } from './Select';
import './FilterBar.css';

/**
 * The controls above a list (text filters, selects, the page size, the page's buttons), wrapping on
 * narrow screens. With `label` it is a named form (Enter applies `onSubmit`, or does nothing).
 */
export function FilterBar({
  label,
  onSubmit,
  children,
}: {
  /** The form's accessible name, e.g. 'Invoice filters'. */
  label?: string;
  onSubmit?: () => void;
  children: ReactNode;
}) {
  if (!label) return <div className="filter-bar">{children}</div>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <form className="filter-bar" aria-label={label} onSubmit={submit}>
      {children}
    </form>
  );
}

/** The page-size choice the spec offers, e.g. 'Users per page' over 10, 25, 50. */
export function PageSizeSelect({
  label,
  sizes,
  value,
  onChange,
}: {
  label: string;
  sizes: readonly number[];
  value: number;
  onChange: (size: number) => void;
}) {
  return (
    <NativeSelect
      label={label}
      value={String(value)}
      options={sizes.map((size) => ({ value: String(size), label: String(size) }))}
      onChange={(chosen) => onChange(Number(chosen))}
    />
  );
}
