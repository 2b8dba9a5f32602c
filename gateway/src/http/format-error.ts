import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ErpHttpError, ErpUnavailableError } from '../erp/errors.ts';
import { toGraphQLError } from '../common/errors.ts';

const CLIENT_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'QUERY_TOO_COMPLEX',
  'OPERATION_NOT_TRUSTED',
  'CATALOG_SEARCH_UNAVAILABLE',
]);

const APOLLO_HASH_MISMATCH = 'provided sha does not match query';
export const HASH_MISMATCH = 'The persisted query hash does not match the query.';
// Apollo's answer to a persistedQuery extension that is not `{ version: 1, sha256Hash }`.
const APOLLO_PERSISTED_VERSION = 'Unsupported persisted query version';
export const MALFORMED_PERSISTED_QUERY = 'The persisted query extension must be { version: 1, sha256Hash }.';

/** Errors Apollo raises without a code that are the client's own mistake (logged without a stack). */
export const isCodelessClientMistake = (message: string): boolean =>
  message === APOLLO_HASH_MISMATCH || message === APOLLO_PERSISTED_VERSION;

/** Errors a client may read keep their message; anything else is masked (no stack, no ERP URL). */
export const formatError = (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
  const original = unwrapResolverError(error);
  if (original instanceof ErpHttpError || original instanceof ErpUnavailableError) {
    const mapped = toGraphQLError(original);
    return {
      message: mapped.message,
      path: formatted.path,
      locations: formatted.locations,
      extensions: { code: mapped.extensions.code },
    };
  }
  // Apollo raises this one without a code, so it would read as internal; it is the client's mistake, so say so.
  if (formatted.message === APOLLO_HASH_MISMATCH) {
    return { message: HASH_MISMATCH, extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' } };
  }
  if (formatted.message === APOLLO_PERSISTED_VERSION) {
    return { message: MALFORMED_PERSISTED_QUERY, extensions: { code: 'BAD_REQUEST' } };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && CLIENT_CODES.has(code)) {
    return { message: formatted.message, path: formatted.path, locations: formatted.locations, extensions: { code } };
  }
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
};
