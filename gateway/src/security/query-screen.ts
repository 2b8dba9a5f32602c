import { parse, type GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { DEFAULT_LIMITS, QueryLimitError, enforceLimits, type QueryLimits } from './limits.ts';

export type ScreenRefusal = { message: string; code: string };

// Only texts up to this size are remembered, so the memo holds at most capacity x 8 KB.
const MAX_REMEMBERED_CHARS = 8_000;

/**
 * Screens each query text against the limits before Apollo parses and validates it: some of
 * graphql's validation rules are quadratic in duplicated fields, so a hostile document must be
 * refused before them. Accepted texts are remembered (bounded), so the hot path costs one lookup.
 */
export class QueryScreen {
  readonly #schema: GraphQLSchema;
  readonly #limits: QueryLimits;
  readonly #accepted: LRUCache<string, true>;

  constructor(schema: GraphQLSchema, limits: QueryLimits = DEFAULT_LIMITS, capacity = 1_000) {
    this.#schema = schema;
    this.#limits = limits;
    this.#accepted = new LRUCache<string, true>({ max: capacity });
  }

  /** Accepted texts remembered. */
  get rememberedCount(): number {
    return this.#accepted.size;
  }

  /** null when the query may go on to Apollo (which also reports syntax errors itself). */
  check(query: unknown): ScreenRefusal | null {
    if (typeof query !== 'string' || this.#accepted.get(query)) return null;
    let document;
    try {
      document = parse(query, { maxTokens: this.#limits.maxTokens, noLocation: true });
    } catch {
      return null;
    }
    try {
      enforceLimits(this.#schema, document, this.#limits);
    } catch (error) {
      if (error instanceof QueryLimitError) return { message: error.message, code: 'QUERY_TOO_COMPLEX' };
      throw error;
    }
    if (query.length > MAX_REMEMBERED_CHARS) return null;
    this.#accepted.set(query, true);
    return null;
  }
}
