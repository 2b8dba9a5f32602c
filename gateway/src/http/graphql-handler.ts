import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.ts';
import { BodyTooLarge, readBody } from './read-body.ts';
import type { QueryScreen } from '../security/query-screen.ts';
import type { ResponseCache } from './response-cache.ts';
import { traceOperation } from '../observability/tracing.ts';
import { operationInUrl, preflighted } from './query-in-url.ts';

/** A request's place in the whole-response cache: its key (null: not cacheable) and the cache. */
export type ResponseCaching = {
  cache: ResponseCache;
  keyOf: (body: unknown) => Promise<string | null>;
  onHit: (operationName: unknown, started: number) => void;
};

// Every answer of /graphql is the viewer's own (prices, carts): no proxy or browser may keep one.
const json = (response: ServerResponse, status: number, body: unknown) =>
  response
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));

// Failures of a well-formed request that GraphQL-over-HTTP answers with 200 under application/json.
const REQUEST_ERROR_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']);

/**
 * GraphQL over HTTP §6.4.1: a client that accepts only application/json cannot tell a request error
 * from a transport one by status, so parse, validation and variable-coercion failures answer 200
 * (application/graphql-response+json clients keep Apollo's 400).
 */
const legacyJsonStatus = (
  status: number,
  contentType: string | undefined,
  body: { kind: 'complete'; string: string } | { kind: 'chunked' },
): number => {
  if (status !== 400 || body.kind !== 'complete' || !contentType?.startsWith('application/json')) return status;
  try {
    const parsed = JSON.parse(body.string) as { errors?: { extensions?: { code?: unknown } }[] };
    const errors = parsed.errors ?? [];
    const requestErrors = errors.length > 0 && errors.every((e) => REQUEST_ERROR_CODES.has(String(e.extensions?.code)));
    return requestErrors ? 200 : status;
  } catch {
    return status;
  }
};

/** Apollo Server on plain node:http: the documented executeHTTPGraphQLRequest integration. */
export const handleGraphQL = async (
  apollo: ApolloServer<GatewayContext>,
  request: IncomingMessage,
  response: ServerResponse,
  options: {
    maxBodyBytes: number;
    context: () => Promise<GatewayContext>;
    screen?: QueryScreen;
    caching?: ResponseCaching;
  },
): Promise<void> => {
  const started = performance.now();
  let body: unknown = undefined;
  if (request.method === 'POST') {
    let text: string;
    try {
      text = await readBody(request, options.maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        json(response, 413, { errors: [{ message: 'Request body too large.', extensions: { code: 'BAD_REQUEST' } }] });
        return;
      }
      throw error;
    }
    if ((request.headers['content-type'] ?? '').includes('application/json')) {
      try {
        body = text.length > 0 ? JSON.parse(text) : undefined;
      } catch {
        json(response, 400, {
          errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }],
        });
        return;
      }
    } else {
      body = text;
    }
  }
  const url = new URL(request.url ?? '/graphql', 'http://local');
  const query =
    typeof body === 'object' && body !== null && 'query' in body ? body.query : url.searchParams.get('query');
  const refused = options.screen?.check(query);
  if (refused) {
    json(response, 400, { errors: [{ message: refused.message, extensions: { code: refused.code } }] });
    return;
  }
  // JSON POSTs and GETs with a preflight header: neither can be sent cross-site without a preflight,
  // so a cached answer never bypasses CSRF prevention.
  const operation =
    request.method === 'POST'
      ? body
      : request.method === 'GET' && preflighted(request.headers)
        ? operationInUrl(url.searchParams)
        : undefined;
  const cacheKey =
    typeof operation === 'object' && operation !== null ? ((await options.caching?.keyOf(operation)) ?? null) : null;
  if (cacheKey !== null && options.caching) {
    const cached = options.caching.cache.get(cacheKey);
    if (cached !== undefined) {
      response
        .writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          'server-timing': 'erp;dur=0',
        })
        .end(cached);
      options.caching.onHit((operation as { operationName?: unknown }).operationName, started);
      return;
    }
  }
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  let context: GatewayContext;
  try {
    context = await options.context();
  } catch (error) {
    // A context that cannot be made says why and with which status (the session store is down: 503).
    const status =
      error instanceof GraphQLError ? (error.extensions.http as { status?: number } | undefined)?.status : undefined;
    if (!(error instanceof GraphQLError) || status === undefined) throw error;
    json(response, status, { errors: [{ message: error.message, extensions: { code: error.extensions.code } }] });
    return;
  }
  const result = await traceOperation(context.requestId, () =>
    apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: request.method ?? 'GET', headers, search: url.search, body },
      context: () => Promise.resolve(context),
    }),
  );
  const responseHeaders: Record<string, string | string[]> = {};
  for (const [name, value] of result.headers) responseHeaders[name] = value;
  if (context.responseCookies.length > 0) responseHeaders['set-cookie'] = context.responseCookies;
  responseHeaders['cache-control'] = 'no-store';
  // Time spent waiting on the ERP, so operators (and the benchmark) can tell it from the gateway's own.
  responseHeaders['server-timing'] = `erp;dur=${context.erpWait.elapsedMs().toFixed(1)}`;
  const status = legacyJsonStatus(result.status ?? 200, result.headers.get('content-type'), result.body);
  response.writeHead(status, responseHeaders);
  if (result.body.kind === 'complete') {
    response.end(result.body.string);
    if (cacheKey !== null && (result.status ?? 200) === 200 && context.responseCookies.length === 0)
      options.caching?.cache.set(cacheKey, result.body.string);
    return;
  }
  for await (const chunk of result.body.asyncIterator) response.write(chunk);
  response.end();
};
