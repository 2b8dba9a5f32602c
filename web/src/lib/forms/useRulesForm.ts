import { useEffect, useEffectEvent } from 'react';
import {
  set,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { MutationOutcome, UserError } from '../useMutationWithErrors';

/** A form's validator from `@mro/rules` (`xxxFormErrors`): the spec's message by field, none when valid. */
export type RulesValidator<V> = (values: V) => Partial<Record<string, string>>;

/** The validator as react-hook-form's resolver: the same function the gateway runs on the mutation's input. */
export const rulesResolver =
  <V extends FieldValues>(validate: RulesValidator<V>): Resolver<V> =>
  (values) => {
    const errors: FieldErrors<V> = {};
    for (const [name, message] of Object.entries(validate(values)))
      if (message) set(errors, name, { type: 'rules', message });
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };

const NO_RULES = () => ({});

/**
 * react-hook-form with the rules as its schema: by default the errors show at the first submit and
 * follow every change after it; `RulesForm` focuses the first invalid field. Not on blur by default:
 * an error appearing as a field loses the focus moves the submit button from under the pointer, and
 * the click is lost. `showErrors: 'blur'` is for a form whose submit stays disabled until it is valid
 * (the login), where a submit would never show them; `'change'` shows each field's error from its first
 * change (the card form, §5: what is wrong with a card number shows as it is typed).
 * `validateAfter: ms` checks the whole form as it opens and again once typing has paused that long
 * (the quote's quantities, §9: "Quantity edit debounce is 500 ms"); no message changes mid-typing.
 */
const MODES = { submit: 'onSubmit', blur: 'onTouched', change: 'onChange' } as const;

export function useRulesForm<V extends FieldValues>({
  defaultValues,
  validate = NO_RULES,
  showErrors = 'submit',
  validateAfter,
}: {
  defaultValues: DefaultValues<V>;
  /** Left out by a filter bar: its choices have no rules (a text's length is its field's maxLength). */
  validate?: RulesValidator<V>;
  showErrors?: 'submit' | 'blur' | 'change';
  validateAfter?: number;
}): UseFormReturn<V> {
  const form = useForm<V>({
    defaultValues,
    mode: validateAfter === undefined ? MODES[showErrors] : 'onSubmit',
    reValidateMode: validateAfter === undefined ? 'onChange' : 'onSubmit',
    shouldFocusError: false,
    resolver: rulesResolver(validate),
  });
  useValidateAfterPause(form, validateAfter);
  return form;
}

/** Runs the rules over the whole form at once, then after every pause of `ms` in its changes. */
function useValidateAfterPause<V extends FieldValues>(form: UseFormReturn<V>, ms: number | undefined): void {
  const { trigger, watch } = form;
  useEffect(() => {
    if (ms === undefined) return;
    void trigger();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => void trigger(), ms);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [trigger, watch, ms]);
}

/**
 * Calls `onChange` with the values after each change: a filter bar that applies as it is set. A copy,
 * since react-hook-form hands the same object each time and React would take it for no change.
 */
export function useValuesChange<V extends FieldValues>(form: UseFormReturn<V>, onChange: (values: V) => void): void {
  const changed = useEffectEvent((values: V) => onChange(values));
  const { watch } = form;
  useEffect(() => {
    const subscription = watch((values) => changed({ ...values } as V));
    return () => subscription.unsubscribe();
  }, [watch]);
}

/**
 * Whether the values as they stand pass the rules, for a submit that stays disabled until they do (the
 * login, the register form): computed at each render, so the button follows the keystroke that made it so.
 */
export function useRulesValid<V extends FieldValues>(form: UseFormReturn<V>, validate: RulesValidator<V>): boolean {
  const values = useWatch({ control: form.control }) as V;
  return !Object.values(validate(values)).some(Boolean);
}

/** The field of the form a user error's `field` path names, or null (then it belongs in the form's alert). */
export const fieldIn =
  (fields: readonly string[]) =>
  (field: string): string | null =>
    fields.includes(field) ? field : null;

/**
 * A refused mutation's user errors that name a field of the form (`fieldOf`), shown at that field until
 * it changes; call it in the submit handler, so the first of them gets the focus.
 */
export function showFieldErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  outcome: MutationOutcome<{ readonly userErrors: readonly UserError[] }>,
  fieldOf: (field: string) => string | null,
): void {
  if (outcome.ok) return;
  for (const error of outcome.payload?.userErrors ?? []) {
    const name = error.field ? fieldOf(error.field) : null;
    if (name) form.setError(name as FieldPath<V>, { type: 'server', message: error.message });
  }
}
