// The JSON answer the contract (openapi.yaml -> generated/openapi.ts) documents for a concrete request,
// found from the method and the path as a test writes it (`/cart/${sid}/line/${id}?x=1`), so the
// sandbox's tests read answers with the contract's types instead of `any`. Types only.
import type { paths } from './generated/openapi.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Segments<Path extends string> = Path extends `${infer Head}/${infer Tail}` ? [Head, ...Segments<Tail>] : [Path];

/** A path key as segments, a `{parameter}` matching any one segment: `/cart/{id}` -> ['', 'cart', string]. */
type Pattern<Key extends string> = Key extends `${infer Head}/${infer Tail}`
  ? [Head extends `{${string}}` ? string : Head, ...Pattern<Tail>]
  : [Key extends `{${string}}` ? string : Key];

type WithoutQuery<Path extends string> = Path extends `${infer Bare}?${string}` ? Bare : Path;

/** The path keys with an operation for the method. */
type KeysWith<M extends HttpMethod> = {
  [K in keyof paths]: paths[K] extends Record<Lowercase<M>, { responses: unknown }> ? K : never;
}[keyof paths];

type Matching<M extends HttpMethod, Path extends string> = {
  [K in KeysWith<M>]: Segments<WithoutQuery<Path>> extends Pattern<K> ? K : never;
}[KeysWith<M>];

/** Of the keys a path matches, the most specific: `/cart-request/check/{id}` over `/cart-request/{type}/{id}`. */
type MostSpecific<All extends keyof paths, K extends All = All> = K extends unknown
  ? true extends NarrowerThan<Exclude<All, K>, K>
    ? never
    : K
  : never;
type NarrowerThan<Others extends keyof paths, K extends keyof paths> = Others extends unknown
  ? Pattern<Others> extends Pattern<K>
    ? true
    : false
  : never;

/** The JSON of an operation's 2xx answer (undefined for one without a body). */
type SuccessJson<Operation> = Operation extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: `${Status & number}` extends `2${string}`
        ? Responses[Status] extends { content: { 'application/json': infer Json } }
          ? Json
          : undefined
        : never;
    }[keyof Responses]
  : never;

/**
 * What a successful call answers, as the contract documents it; `unknown` for a path it does not
 * document (the sandbox's own `/__sandbox/...` controls). An error answer is `{ code, message }`
 * whatever the path.
 */
export type ContractAnswer<M extends HttpMethod, Path extends string> = [Matching<M, Path>] extends [never]
  ? unknown
  : SuccessJson<paths[MostSpecific<Matching<M, Path>>][Lowercase<M>]>;
