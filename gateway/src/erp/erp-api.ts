// ERP calls typed from the contract (erp-sandbox/openapi.yaml -> generated/openapi.ts): the path key
// picks the operation, which types the path and query parameters, the request body and the answer
// (the JSON of its success response). The call itself goes through ErpClient (undici pool, breaker,
// retries, metrics, recording); the route label is `METHOD <path key>`, so it needs no second string.
import type {
  IsOperationRequestBodyOptional,
  OperationRequestBodyContent,
  PathsWithMethod,
  RequiredKeysOf,
  ResponseObjectMap,
  SuccessResponse,
} from 'openapi-typescript-helpers';
import type { ErpCallContext, ErpClient, ErpRequest } from './client.ts';
import type { paths } from './generated/openapi.ts';

type Method = 'get' | 'post' | 'put' | 'delete';

/** The contract's path keys that have `method`: `'/cart/{session_id}'`. */
export type ErpPath<M extends Method> = PathsWithMethod<paths, M>;

/** The contract's operation of a method on a path key. */
export type Operation<M extends Method, P extends ErpPath<M>> = paths[P][M];

type ParamsOption<O> = O extends { parameters: infer Params }
  ? Pick<Params, ('path' & keyof Params) | ('query' & keyof Params)>
  : object;

type BodyOption<O> =
  OperationRequestBodyContent<O> extends never
    ? { body?: never }
    : IsOperationRequestBodyOptional<O> extends true
      ? { body?: OperationRequestBodyContent<O> }
      : { body: OperationRequestBodyContent<O> };

/** What a call passes: the operation's `path` and `query` parameters and `body`, as the contract has them. */
export type ErpInit<O> = ParamsOption<O> & BodyOption<O> & { timeoutMs?: number };

/** The init argument, optional when the operation needs nothing. */
type InitArgs<O> = RequiredKeysOf<ErpInit<O>> extends never ? [init?: ErpInit<O>] : [init: ErpInit<O>];

/** The JSON of the operation's 2xx answer (undefined for an answer without a body). */
export type ErpAnswer<O> =
  ResponseObjectMap<O> extends infer Responses extends Record<string | number, unknown>
    ? SuccessResponse<Responses, `${string}/json`>
    : never;

/** An operation's answer, for code that names it. */
export type ErpResult<M extends Method, P extends ErpPath<M>> = ErpAnswer<Operation<M, P>>;
/** An operation's query parameters, for queries built before the call. */
export type ErpQuery<M extends Method, P extends ErpPath<M>> =
  Operation<M, P> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;
/** An operation's path parameters. */
export type ErpPathParams<M extends Method, P extends ErpPath<M>> =
  Operation<M, P> extends { parameters: { path?: infer Path } } ? NonNullable<Path> : never;
/** An operation's request body, for bodies built before the call. */
export type ErpBody<M extends Method, P extends ErpPath<M>> = NonNullable<OperationRequestBodyContent<Operation<M, P>>>;

type MethodCall<M extends Method> = <P extends ErpPath<M>>(
  path: P,
  ...init: InitArgs<Operation<M, P>>
) => Promise<ErpAnswer<Operation<M, P>>>;

/** The ERP as the contract describes it, bound to a caller (token, request id, 401 handling). */
export type ErpApi = {
  get: MethodCall<'get'>;
  post: MethodCall<'post'>;
  put: MethodCall<'put'>;
  delete: MethodCall<'delete'>;
};

/** Sends one untyped request; what answers it is checked against the contract by the contract tests. */
export type ErpSend = (request: ErpRequest) => Promise<unknown>;

type Scalar = string | number | boolean | null | undefined;
type LooseInit = {
  path?: Record<string, Scalar>;
  query?: Record<string, Scalar>;
  body?: unknown;
  timeoutMs?: number;
};

// The hosted search index (SEARCH_URL) serves these; everything else is the ERP itself.
const SEARCH_INDEX = /^\/(index|search-filter)\//;

const PATH_PARAM = /\{([^{}]+)\}/g;

const VERBS: Record<Method, ErpRequest['method']> = { get: 'GET', post: 'POST', put: 'PUT', delete: 'DELETE' };

/** The concrete path of a path key: `/cart/{session_id}` with `{ session_id: 'a b' }` -> `/cart/a%20b`. */
export const fillPath = (template: string, params: Record<string, Scalar> = {}): string =>
  template.replace(PATH_PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`ERP path ${template} needs its ${name} parameter`);
    }
    return encodeURIComponent(String(value));
  });

const toRequest = (method: ErpRequest['method'], template: string, init: LooseInit = {}): ErpRequest => ({
  route: `${method} ${template}`,
  method,
  path: fillPath(template, init.path),
  query: init.query,
  body: init.body,
  upstream: SEARCH_INDEX.test(template) ? 'search' : 'erp',
  timeoutMs: init.timeoutMs,
});

/**
 * The typed ERP over a sender. The answer is trusted to be the contract's: the sandbox's answers and
 * every recording are validated against the same contract (gateway/src/contract/), so this is the
 * one place an answer's JSON becomes its contract type.
 */
export const erpApi = (send: ErpSend): ErpApi => {
  const method =
    <M extends Method>(name: M): MethodCall<M> =>
    async <P extends ErpPath<M>>(path: P, ...[init]: InitArgs<Operation<M, P>>) =>
      (await send(toRequest(VERBS[name], path, init))) as ErpAnswer<Operation<M, P>>;
  return { get: method('get'), post: method('post'), put: method('put'), delete: method('delete') };
};

/** The typed ERP straight over the client (no session to clear on 401): login, readiness, bearer sessions. */
export const erpApiOf = (client: ErpClient, context: ErpCallContext = {}): ErpApi =>
  erpApi((request) => client.call(request, context));
