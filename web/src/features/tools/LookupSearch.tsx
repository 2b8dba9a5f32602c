import type { ReactNode } from 'react';
import { LOOKUP_TERM_MAX, lookupSearchFormErrors } from '@mro/rules/tools';
import { FormTextField } from '../../lib/forms/fields';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { ToolSearchForm } from './ToolSearchForm';

/** A lookup's search box: the term is required (§5); `onSearch` gets it trimmed. */
export function LookupSearch({
  region,
  label,
  description,
  onSearch,
  busy,
}: {
  /** The search landmark's name, e.g. 'Customer lookup'. */
  region: string;
  label: string;
  description: string;
  onSearch: (term: string) => void;
  busy: boolean;
}) {
  const form = useRulesForm({ defaultValues: { term: '' }, validate: lookupSearchFormErrors });
  return (
    <ToolSearchForm
      region={region}
      submitLabel="Look Up"
      busy={busy}
      form={form}
      onSubmit={(values) => onSearch(values.term.trim())}
    >
      <FormTextField
        control={form.control}
        name="term"
        label={label}
        description={description}
        maxLength={LOOKUP_TERM_MAX}
        isRequired
      />
    </ToolSearchForm>
  );
}

/** Label and value pairs of a detail dialog or page; an empty value shows a dash. */
export function Facts({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <dl className="tools-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Address = { line1: string; line2?: string | null; city: string; state: string; zip: string };
export const addressLine = (a: Address) =>
  [a.line1, a.line2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');
