import { GraphQLError } from 'graphql';
import { ErpHttpError, ErpUnavailableError } from '../erp/errors.ts';
import type { UserError, UserErrorCode } from '../generated/resolvers-types.ts';

export const NOT_LOGGED_IN = 'You must be logged in to use this feature.';
export const ERP_UNAVAILABLE = 'We cannot reach our order system right now. Please try again in a moment.';
export const ERP_TIMEOUT = 'Our order system did not answer in time. Please try again in a moment.';

export const unauthenticated = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });

export const badUserInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

export const forbidden = (message = 'You do not have access to this.') =>
  new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });

/**
 * Maps an ERP failure to the GraphQL error a client sees: codes, never internals or URLs. The
 * failure stays its `originalError` (and `cause`), so the log has what happened, with its stack;
 * formatError never sends either.
 */
export const toGraphQLError = (error: unknown): GraphQLError => {
  if (error instanceof GraphQLError) return error;
  const caused = (message: string, code: string) => {
    const mapped = new GraphQLError(message, {
      extensions: { code },
      originalError: error instanceof Error ? error : undefined,
    });
    if (error instanceof Error) Object.defineProperty(mapped, 'cause', { value: error, enumerable: false });
    return mapped;
  };
  if (error instanceof ErpHttpError) {
    if (error.status === 401) return caused(error.message, 'UNAUTHENTICATED');
    if (error.status === 403 || error.status === 404) return caused('Not found.', 'NOT_FOUND');
    if (error.status < 500) return caused(error.message, 'BAD_USER_INPUT');
  }
  if (error instanceof ErpUnavailableError && error.kind === 'timeout') return caused(ERP_TIMEOUT, 'UPSTREAM_TIMEOUT');
  if (error instanceof ErpUnavailableError || error instanceof ErpHttpError)
    return caused(ERP_UNAVAILABLE, 'UPSTREAM_UNAVAILABLE');
  return caused('Internal server error', 'INTERNAL_SERVER_ERROR');
};

export const userError = (code: UserErrorCode, message: string, field: string | null = null): UserError => ({
  code,
  message,
  field,
});

/** A form validator's answer (`@mro/rules`' `xxxFormErrors`) as the mutation's user errors, one per field. */
export const formUserErrors = (errors: Partial<Record<string, string>>): UserError[] =>
  Object.entries(errors).flatMap(([field, message]) => (message ? [userError('INVALID_INPUT', message, field)] : []));

/** Expected ERP refusals of a mutation become user errors; the rest stay GraphQL errors. */
export const erpUserError = (error: unknown, field: string | null = null): UserError => {
  if (error instanceof ErpHttpError && error.status === 400) return userError('REJECTED', error.message, field);
  if (error instanceof ErpHttpError && (error.status === 403 || error.status === 404)) {
    return userError('NOT_FOUND', 'Not found.', field);
  }
  if (error instanceof ErpHttpError && error.status === 401) throw unauthenticated(error.message);
  if (error instanceof ErpUnavailableError || error instanceof ErpHttpError) {
    return userError(
      'UPSTREAM_UNAVAILABLE',
      error instanceof ErpUnavailableError && error.kind === 'timeout' ? ERP_TIMEOUT : ERP_UNAVAILABLE,
    );
  }
  throw error;
};
