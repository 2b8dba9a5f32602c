import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  Kind,
  OperationTypeNode,
  parse,
  type DocumentNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { SessionRead } from '../auth/session.ts';

/**
 * Root fields whose answers depend only on the query, its variables and the viewer's price context
 * (customer, warehouse, ship-to, user, catalogues, amount mode): shared catalogue data and prices.
 * Nothing here reads carts, orders or anything a mutation of this store changes.
 */
export const CACHEABLE_ROOT_FIELDS = new Set([
  'productSearch',
  'product',
  'productSlugByItem',
  'categoryTree',
  'brands',
  'brand',
  'searchSuggestions',
  'departments',
  'catalogs',
  'searchFilter',
  'facetValues',
  '__typename',
]);

export type ResponseCacheOptions = {
  /** Lifetime of a cached answer; 0 turns the cache off. Never longer than the prices' own. */
  ttlSeconds: number;
  /** Bound on the bytes of answers held. */
  maxBytes: number;
};

const MAX_DOCUMENTS = 500;

/**
 * An in-process cache of whole GraphQL answers for catalogue reads, so a repeated listing or product
 * page skips parsing, validation and execution. It sits in front of Apollo on this replica only: the
 * data underneath is still cached in the shared cache, which remains the source for other replicas.
 * Keys are the query text, operation name, variables, the viewer's price context and the host (the
 * store brand), so an answer is only ever served to a viewer who would get the same one.
 */
export class ResponseCache {
  readonly #options: ResponseCacheOptions;
  /** Answers within `maxBytes` (counted as string length), least recently used dropped first. */
  readonly #entries: LRUCache<string, string> | null;
  /** Query text -> whether its operation only reads cacheable root fields (parsing is the costly part). */
  readonly #documents = new LRUCache<string, boolean>({ max: MAX_DOCUMENTS });

  constructor(options: ResponseCacheOptions) {
    this.#options = options;
    this.#entries =
      options.ttlSeconds > 0 && options.maxBytes >= 4
        ? new LRUCache<string, string>({
            ttl: Math.ceil(options.ttlSeconds * 1000),
            // The wall clock (as the data cache), read at each call, so a test's fake clock moves it too.
            perf: { now: () => Date.now() },
            maxSize: Math.floor(options.maxBytes),
            // One answer never takes more than a quarter of the room.
            maxEntrySize: Math.floor(options.maxBytes / 4),
            sizeCalculation: (body) => Math.max(1, body.length),
          })
        : null;
  }

  get enabled(): boolean {
    return this.#options.ttlSeconds > 0;
  }

  /** The key of a request, or null when its answer must not be cached. */
  keyOf(body: unknown, session: SessionRead | null, host: string): string | null {
    if (!this.enabled || typeof body !== 'object' || body === null) return null;
    const { query, variables, operationName } = body as {
      query?: unknown;
      variables?: unknown;
      operationName?: unknown;
    };
    if (
      typeof query !== 'string' ||
      (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
    )
      return null;
    if (session && !('principal' in session)) return null; // expired or tampered: Apollo answers with the session problem
    if (!this.#cacheableDocument(query, operationName ?? undefined)) return null;
    const viewer = session
      ? [
          session.principal.userId,
          session.principal.customerNumber,
          session.principal.warehouse,
          session.principal.shipTo,
          session.principal.amountMode,
          session.principal.catalogs.join(','),
        ]
      : ['guest'];
    return createHash('sha256')
      .update(JSON.stringify([query, operationName ?? null, variables ?? null, viewer, host]))
      .digest('base64url');
  }

  get(key: string): string | undefined {
    return this.#entries?.get(key);
  }

  /** Keeps a successful answer; answers with errors are never kept. */
  set(key: string, body: string): void {
    if (!body.includes('"errors":')) this.#entries?.set(key, body);
  }

  /** Drops every answer (operators purge after a catalogue change). */
  purge(): void {
    this.#entries?.clear();
  }

  /** Answers held. */
  get size(): number {
    return this.#entries?.size ?? 0;
  }

  /** Query texts whose cacheability is remembered. */
  get documentCount(): number {
    return this.#documents.size;
  }

  #cacheableDocument(query: string, operationName: string | undefined): boolean {
    const memoKey = `${operationName ?? ''}\n${query}`;
    let cacheable = this.#documents.get(memoKey);
    if (cacheable === undefined) {
      cacheable = readsOnlyCacheableFields(query, operationName);
      this.#documents.set(memoKey, cacheable);
    }
    return cacheable;
  }
}

const readsOnlyCacheableFields = (query: string, operationName: string | undefined): boolean => {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: 2_000 });
  } catch {
    return false;
  }
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation || operation.operation !== OperationTypeNode.QUERY) return false;
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition.selectionSet] as const] : [],
    ),
  );
  const rootFieldsCacheable = (selectionSet: SelectionSetNode, seen: Set<string>): boolean =>
    selectionSet.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) return CACHEABLE_ROOT_FIELDS.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return rootFieldsCacheable(selection.selectionSet, seen);
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) return false;
      return rootFieldsCacheable(fragment, new Set([...seen, name]));
    });
  return rootFieldsCacheable(operation.selectionSet, new Set());
};
