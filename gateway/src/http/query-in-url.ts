// The store sends its queries as GETs, so nginx may send one again to another replica when the one it
// went to dies mid-request (docs/adr/0014-queries-as-get.md). What the whole-response cache needs
// of such a request: whether it passed CSRF prevention, and its operation as a POST body carries it.
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Headers Apollo Server's CSRF prevention takes as proof that a browser sent a preflight first (its
 * recommended list, which `csrfPrevention: true` uses): a cross-site form or image cannot send them.
 */
const PREFLIGHT_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];

/**
 * Whether a GET carries a header only a preflighted request can. The whole-response cache answers
 * before Apollo Server looks at the request, so it answers a GET only then; anything else goes on to
 * Apollo, which answers or refuses it as a potential Cross-Site Request Forgery.
 */
export const preflighted = (headers: IncomingHttpHeaders): boolean =>
  PREFLIGHT_HEADERS.some((name) => {
    const value = headers[name];
    return typeof value === 'string' && value.length > 0;
  });

/** A GET's operation as a POST carries it (query, operationName, variables), or null when its variables are not JSON. */
export const operationInUrl = (search: URLSearchParams): Record<string, unknown> | null => {
  const variables = search.get('variables');
  let parsed: unknown = undefined;
  if (variables !== null) {
    try {
      parsed = JSON.parse(variables);
    } catch {
      return null;
    }
  }
  return {
    query: search.get('query') ?? undefined,
    operationName: search.get('operationName') ?? undefined,
    variables: parsed,
  };
};
