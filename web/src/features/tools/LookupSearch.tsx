import { useState, type ReactNode } from 'react';
import { LOOKUP_TERM_MAX, lookupTermError } from '@mro/rules/tools';
import { TextField } from '../../ui/TextField';
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
  const [term, setTerm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const problem = lookupTermError(term);
  return (
    <ToolSearchForm
      region={region}
      submitLabel="Look Up"
      busy={busy}
      onSubmit={() => {
        setSubmitted(true);
        if (!problem) onSearch(term.trim());
      }}
    >
      <TextField
        label={label}
        description={description}
        value={term}
        maxLength={LOOKUP_TERM_MAX}
        isRequired
        error={submitted ? problem : null}
        onChange={setTerm}
      />
    </ToolSearchForm>
  );
}

/** Label and value pairs of a detail dialog; an empty value shows a dash. */
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
