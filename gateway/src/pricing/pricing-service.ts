import type { CacheService } from '../cache/cache-service.ts';
import type { ErpApi } from '../erp/erp-api.ts';
import type { ErpItemPricing } from '../erp/types.ts';
import type { Principal } from '../auth/session.ts';

export type PriceContext = Pick<Principal, 'customerNumber' | 'warehouse' | 'shipTo' | 'userId'>;
type Priced = ErpItemPricing | null;

// Item numbers per GET /pricing are limited only by URL length.
const MAX_ITEM_LIST_CHARS = 6_000;

/**
 * Prices per customer, warehouse, ship-to and item, cached with stale-if-error. Cache misses of
 * concurrent requests are fetched once (single-flight per key across requests), and every miss of
 * one batch goes to the ERP in one GET /pricing.
 */
export class PricingService {
  readonly #cache: CacheService;
  readonly #policy: { freshSeconds: number; staleSeconds: number };
  readonly #inflight = new Map<string, Promise<Priced>>();
  readonly #observeBatch: (size: number) => void;

  constructor(
    cache: CacheService,
    policy: { freshSeconds: number; staleSeconds: number },
    observeBatch: (size: number) => void,
  ) {
    this.#cache = cache;
    this.#policy = policy;
    this.#observeBatch = observeBatch;
  }

  static key(context: PriceContext, erp: string): string {
    return `price:v1:${context.customerNumber}:${context.warehouse}:${context.shipTo ?? '-'}:${erp}:*`;
  }

  /** Prices of many items, in order; null for items the ERP does not know. */
  async load(context: PriceContext, erps: readonly string[], api: ErpApi): Promise<(Priced | Error)[]> {
    const keys = erps.map((erp) => PricingService.key(context, erp));
    const cached = await this.#cache.getMany<Priced>(keys);
    const now = Date.now();
    const results = new Map<string, Promise<Priced>>();
    const toFetch: string[] = [];
    erps.forEach((erp, index) => {
      const entry = cached[index];
      const key = keys[index] as string;
      if (entry && entry.freshUntil > now) {
        results.set(erp, Promise.resolve(entry.value));
        return;
      }
      const pending = this.#inflight.get(key);
      if (pending) results.set(erp, pending);
      else toFetch.push(erp);
    });
    this.#cache.count('price', 'hit', erps.length - toFetch.length);
    if (toFetch.length > 0) {
      this.#cache.count('price', 'miss', toFetch.length);
      const fetched = this.#fetch(context, toFetch, api);
      toFetch.forEach((erp) => {
        const key = PricingService.key(context, erp);
        const stale = cached[erps.indexOf(erp)];
        const promise = fetched
          .then((byErp) => byErp.get(erp) ?? null)
          .catch((error: unknown) => {
            if (stale) {
              this.#cache.count('price', 'stale');
              return stale.value;
            }
            throw error;
          })
          .finally(() => this.#inflight.delete(key));
        this.#inflight.set(key, promise);
        results.set(erp, promise);
      });
    }
    return Promise.all(erps.map((erp) => (results.get(erp) as Promise<Priced>).catch((error: Error) => error)));
  }

  async #fetch(context: PriceContext, erps: string[], api: ErpApi): Promise<Map<string, ErpItemPricing>> {
    const byErp = new Map<string, ErpItemPricing>();
    for (const chunk of chunkByLength(erps, MAX_ITEM_LIST_CHARS)) {
      this.#observeBatch(chunk.length);
      const response = await api.get('/pricing', {
        query: {
          customer_number: context.customerNumber,
          warehouse_key: context.warehouse,
          erp_item_numbers: chunk.join(','),
          ship_to: context.shipTo ?? undefined,
          user_id: context.userId,
          all: true,
        },
      });
      for (const entry of response.pricing) byErp.set(entry.erp, entry);
    }
    await this.#cache.setMany(
      erps.map((erp) => ({ key: PricingService.key(context, erp), value: byErp.get(erp) ?? null, ...this.#policy })),
    );
    return byErp;
  }
}

const chunkByLength = (values: string[], maxChars: number): string[][] => {
  const chunks: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const value of values) {
    if (current.length > 0 && length + value.length + 1 > maxChars) {
      chunks.push(current);
      current = [];
      length = 0;
    }
    current.push(value);
    length += value.length + 1;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
};
