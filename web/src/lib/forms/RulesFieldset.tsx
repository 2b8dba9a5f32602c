import { useEffect, useRef, type ReactNode } from 'react';
import { useFormState, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../ui/Button';
import { useFocusFirstInvalid } from './RulesForm';

/** Why an accepted-by-the-rules submit was still refused (a customer already in the request), at its field. */
export type Refusal<V extends FieldValues> = { field: FieldPath<V>; message: string };

type Props<V extends FieldValues> = {
  form: UseFormReturn<V>;
  legend: string;
  /** The button that submits only this fieldset (its Add). */
  submitLabel: string;
  /** Runs with the values once the rules pass: a refusal at one of its fields, or null when accepted (then it empties). */
  onSubmit: (values: V) => Refusal<V> | null;
  children: ReactNode;
  className?: string;
};

/**
 * A sub-form inside another form's `<form>` (a nested form is invalid HTML): a `<fieldset>` with its own
 * `useRulesForm` and a button that submits only it. After its first submit its errors follow every change
 * of any of its fields, so a No limit checkbox clears its amount's error and a refusal goes at the next change;
 * the outer form's rules never see its values.
 */
export function RulesFieldset<V extends FieldValues>({
  form,
  legend,
  submitLabel,
  onSubmit,
  children,
  className,
}: Props<V>) {
  const ref = useRef<HTMLFieldSetElement>(null);
  useFocusFirstInvalid(form, ref);
  const { submitCount } = useFormState({ control: form.control });
  const { watch, trigger } = form;
  useEffect(() => {
    if (submitCount === 0) return;
    // A field's change names it; a reset does not, and must not show the emptied fieldset's errors.
    const subscription = watch((_, { name }) => {
      if (name) void trigger();
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, submitCount]);

  async function submit() {
    let accepted = false;
    await form.handleSubmit((values) => {
      const refusal = onSubmit(values);
      if (refusal) form.setError(refusal.field, { type: 'refused', message: refusal.message });
      accepted = refusal === null;
    })();
    // Emptied after handleSubmit ends, its errors and submit count with it.
    if (accepted) form.reset();
  }

  return (
    <fieldset ref={ref} className={className}>
      <legend>{legend}</legend>
      {children}
      <div className="form-actions">
        <Button variant="secondary" onPress={() => void submit()}>
          {submitLabel}
        </Button>
      </div>
    </fieldset>
  );
}
