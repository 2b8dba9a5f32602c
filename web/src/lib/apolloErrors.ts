import { CombinedGraphQLErrors, ServerError, ServerParseError, type ErrorLike } from '@apollo/client';
import { SESSION_END_MESSAGES } from '@mro/rules/auth';
import { messages } from './messages';

const UPSTREAM_CODES = new Set(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT']);

export function errorCodes(error: ErrorLike | undefined): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.map((e) => (typeof e.extensions?.code === 'string' ? e.extensions.code : ''));
}

export function isSessionEnd(error: ErrorLike | undefined): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED' && SESSION_END_MESSAGES.includes(e.message))
  );
}

/** A message a person can act on; `fallback` is the screen's own message from the spec. */
export function friendlyError(error: ErrorLike | undefined, fallback: string): string {
  if (!error) return fallback;
  if (errorCodes(error).some((c) => UPSTREAM_CODES.has(c))) return messages.upstreamUnavailable;
  if (ServerError.is(error) || ServerParseError.is(error)) return messages.networkError;
  if (error instanceof TypeError) return messages.networkError;
  return fallback;
}
