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

/** The browser could not reach the store, or the store's answer was not GraphQL. */
function isConnectionFailure(error: ErrorLike): boolean {
  return ServerError.is(error) || ServerParseError.is(error) || error instanceof TypeError;
}

/** A message a person can act on where the spec has no failure text for the screen: `fallback` is for what is not the ERP or the connection. */
export function friendlyError(error: ErrorLike | undefined, fallback: string): string {
  if (!error) return fallback;
  if (errorCodes(error).some((c) => UPSTREAM_CODES.has(c))) return messages.upstreamUnavailable;
  if (isConnectionFailure(error)) return messages.networkError;
  return fallback;
}

/**
 * The failure of a page the spec gives a text of its own (catalogue listing, product, billing, users,
 * departments, applications): the ERP failing, timing out or answering garbage is that failure too, so
 * the spec's text replaces the generic upstream one. Only a store the browser cannot reach says so.
 */
export function pageFailure(error: ErrorLike | undefined, specMessage: string): string {
  return error && isConnectionFailure(error) ? messages.networkError : specMessage;
}
