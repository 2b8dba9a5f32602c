import type { ErrorLike, MaybeMasked, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { useNotify } from '../ui/Toast';
import { friendlyError } from './apolloErrors';

/** An expected failure, as every mutation payload reports them (`userErrors { field message code }`). */
export type UserError = { readonly field?: string | null; readonly message: string; readonly code?: string | null };
type Payload = { readonly userErrors: readonly UserError[] };

/** How a run ended: the payload of a success, or the alert's (first) text and the failed payload if any. */
export type MutationOutcome<P> =
  | { readonly ok: true; readonly payload: P }
  | { readonly ok: false; readonly payload: P | null; readonly message: string };

/** An alert several mutations of a page share: each run replaces what the others said. */
export type SharedAlert = readonly [readonly string[], Dispatch<SetStateAction<readonly string[]>>];
export const useSharedAlert = (): SharedAlert => useState<readonly string[]>([]);

type Options<TData, TVariables extends OperationVariables, P> = {
  /** The alert when the answer failed without a user error saying why. */
  failed: string;
  /** The alert when the request itself failed (a GraphQL or network error); by default `friendlyError` with `failed`. */
  thrown?: (error: ErrorLike | undefined) => string;
  /** What a success carries besides having no user errors (the changed cart, the new list...). */
  succeeded?: (payload: P) => boolean;
  /** A refusal the page answers itself (it leaves the screen): no alert. */
  handled?: (payload: P) => boolean;
  /** A toast on success; a function may answer null for none. */
  notify?: string | ((payload: P) => string | null);
  /** The form field a user error belongs to (its `field` path mapped), or null to leave it to the alert. */
  fieldOf?: (field: string) => string | null;
  /**
   * The alert: the first user error's message (`first`, the default: they are whole sentences), the
   * messages not shown at a field joined (`rest`), or one alert per user error (`each`).
   */
  alert?: 'first' | 'rest' | 'each';
  /** Shows the alert in one a page's other mutations share (`useSharedAlert`), not in one of its own. */
  sharedAlert?: SharedAlert;
  refetchQueries?: useMutation.Options<TData, TVariables>['refetchQueries'];
  /** Keeps `loading` until the refetched queries are back, so a control fed by them stays disabled meanwhile. */
  awaitRefetchQueries?: boolean;
};

type RunOptions<TData, TVariables extends OperationVariables> = useMutation.MutationFunctionOptions<
  TData,
  TVariables
> & { variables: TVariables };

/**
 * A mutation whose payload carries `userErrors`: `run` sends it and never throws; a failure shows as
 * `failure` (the alert's text) and `fieldErrors` (beside the fields), a success as the `notify` toast.
 */
export function useMutationWithErrors<TData, TVariables extends OperationVariables, P extends Payload>(
  document: TypedDocumentNode<TData, TVariables>,
  payloadOf: (data: MaybeMasked<TData>) => P | null | undefined,
  options: Options<TData, TVariables, NoInfer<P>>,
) {
  const [mutate, state] = useMutation(document, {
    refetchQueries: options.refetchQueries,
    awaitRefetchQueries: options.awaitRefetchQueries,
  });
  const notify = useNotify();
  const ownAlert = useSharedAlert();
  const [failures, setFailures] = options.sharedAlert ?? ownAlert;
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});

  async function run(runOptions: RunOptions<TData, TVariables>): Promise<MutationOutcome<P>> {
    setFailures([]);
    setFieldErrors({});
    let payload: P | null;
    try {
      const { data } = await mutate(runOptions);
      payload = (data && payloadOf(data)) ?? null;
    } catch (error) {
      const describe = options.thrown ?? ((e: ErrorLike | undefined) => friendlyError(e, options.failed));
      const message = describe(error instanceof Error ? error : undefined);
      setFailures([message]);
      return { ok: false, payload: null, message };
    }
    if (payload && payload.userErrors.length === 0 && (options.succeeded?.(payload) ?? true)) {
      const toast = typeof options.notify === 'function' ? options.notify(payload) : options.notify;
      if (toast) notify(toast);
      return { ok: true, payload };
    }
    const userErrors = payload?.userErrors ?? [];
    const atFields: Record<string, string> = {};
    const rest: string[] = [];
    for (const error of userErrors) {
      const name = error.field ? (options.fieldOf?.(error.field) ?? null) : null;
      if (name === null) rest.push(error.message);
      else atFields[name] = error.message;
    }
    const alerts =
      options.alert === 'each'
        ? userErrors.map((error) => error.message)
        : [(options.alert === 'rest' ? rest.join(' ') : userErrors[0]?.message) || options.failed];
    const message = alerts[0] ?? options.failed;
    if (payload && options.handled?.(payload)) return { ok: false, payload, message };
    setFieldErrors(atFields);
    setFailures(alerts.length > 0 ? alerts : [options.failed]);
    return { ok: false, payload, message };
  }

  return {
    run,
    loading: state.loading,
    /** The alert's text (the first of `failures`), or null. */
    failure: failures[0] ?? null,
    failures,
    fieldErrors,
    /** Forgets a field's error once the user changes the field. */
    clearFieldError: (field: string) =>
      setFieldErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field))),
    /** Shows a failure found before sending (a form check), or clears the alert. */
    setFailure: (message: string | null) => setFailures(message === null ? [] : [message]),
    /** The last answer's payload, or null. */
    payload: (state.data && payloadOf(state.data)) ?? null,
    /** Forgets the last answer and what it said. */
    reset: () => {
      state.reset();
      setFailures([]);
      setFieldErrors({});
    },
  };
}
