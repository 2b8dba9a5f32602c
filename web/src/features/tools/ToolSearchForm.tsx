import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { RulesForm, SubmitButton } from '../../lib/forms/RulesForm';

/**
 * A supplier tool's search form on the forms kit: a named search landmark validated by its `@mro/rules`
 * validator (the spec's messages, shown at the first submit), and its submit button, disabled while the
 * answer is awaited.
 */
export function ToolSearchForm<V extends FieldValues>({
  form,
  region,
  submitLabel,
  busy,
  onSubmit,
  children,
}: {
  form: UseFormReturn<V>;
  /** The search landmark's name, e.g. 'Customer lookup'. */
  region: string;
  submitLabel: string;
  busy: boolean;
  /** Runs with the values once they pass the rules. */
  onSubmit: SubmitHandler<V>;
  children: ReactNode;
}) {
  return (
    <RulesForm form={form} onSubmit={onSubmit} className="tools-search" role="search" aria-label={region}>
      {children}
      <SubmitButton form={form} isDisabled={busy}>
        {submitLabel}
      </SubmitButton>
    </RulesForm>
  );
}
