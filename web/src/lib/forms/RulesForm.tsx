import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import {
  useFormState,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { Alert } from '../../ui/Alert';
import { Button, type ButtonProps } from '../../ui/Button';

type Props<V extends FieldValues> = {
  form: UseFormReturn<V>;
  /** Runs with the values once the rules pass; it must not throw (`useMutationWithErrors`' `run` never does). */
  onSubmit: SubmitHandler<V>;
  /** Runs when the rules refuse a submit (a tabbed dialog lists the errors of its hidden panels). */
  onRefused?: SubmitErrorHandler<V>;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  /** 'search' makes the form a search landmark (the supplier tools' lookups). */
  role?: 'search';
};

/** After each refused submit of `form`, focuses the first invalid field inside `ref` (react-aria marks it aria-invalid). */
export function useFocusFirstInvalid<V extends FieldValues>(
  form: UseFormReturn<V>,
  ref: RefObject<HTMLElement | null>,
): void {
  const { submitCount, isSubmitSuccessful } = useFormState({ control: form.control });
  useEffect(() => {
    if (submitCount === 0 || isSubmitSuccessful) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [ref, submitCount, isSubmitSuccessful]);
}

/** The form element of a `useRulesForm` form: no native validation, the first invalid field focused after a submit. */
export function RulesForm<V extends FieldValues>({ form, onSubmit, onRefused, children, ...rest }: Props<V>) {
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, ref);
  return (
    // method="post": a submit the browser makes itself, before the page is live (Enter in a field), must
    // not put what was typed (a password) into the address; the server sends it back to the page.
    <form
      ref={ref}
      method="post"
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit, onRefused)(event)}
      {...rest}
    >
      {children}
    </form>
  );
}

/** The form's own alert: what the server said that belongs to no field (one message, or a list). */
export function FormAlert({ failures }: { failures: readonly string[] }) {
  if (failures.length === 0) return null;
  return (
    <Alert tone="error">
      {failures.length === 1 ? (
        failures[0]
      ) : (
        <ul className="plain-list">
          {failures.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

export type SubmitButtonProps<V extends FieldValues> = Omit<ButtonProps, 'type' | 'children' | 'form'> & {
  form: UseFormReturn<V>;
  isDisabled?: boolean;
  children: ReactNode;
};

/** The submit button, disabled while the submit runs (and while `isDisabled`: another request of the form, an invalid login). */
export function SubmitButton<V extends FieldValues>({
  form,
  isDisabled = false,
  children,
  ...props
}: SubmitButtonProps<V>) {
  const { isSubmitting } = useFormState({ control: form.control });
  return (
    <Button {...props} type="submit" isDisabled={isSubmitting || isDisabled}>
      {children}
    </Button>
  );
}
