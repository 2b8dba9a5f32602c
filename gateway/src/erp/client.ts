import { Pool } from 'undici';
import { CircuitBreaker, type CircuitState } from './circuit-breaker.ts';
import { ErpHttpError, ErpUnavailableError, refusalMessage } from './errors.ts';

export type ErpRequest = {
  /** Route template for metrics, faults and breakers, never with ids: `GET /cart/{session_id}`. */
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  token?: string | null;
  /** Which upstream: the ERP itself or the hosted search index. */
  upstream?: 'erp' | 'search';
  timeoutMs?: number;
};

export type ErpExchange = {
  route: string;
  method: string;
  path: string;
  query: string;
  requestBody: unknown;
  /** Whether the call carried the caller's bearer token (never the token itself). */
  authenticated: boolean;
  status: number;
  contentType: string | undefined;
  responseBody: unknown;
  durationMs: number;
};

export type ErpClientOptions = {
  erpUrl: string;
  searchUrl: string;
  timeoutMs: number;
  /** Retries of idempotent GETs on network errors and 502/503/504. */
  getRetries: number;
  connections: number;
  breaker: { threshold: number; openMs: number };
  onExchange?: (exchange: ErpExchange) => void;
  onCall?: (route: string, outcome: string, seconds: number) => void;
  onCircuitChange?: (group: string, state: CircuitState) => void;
};

export type ErpCallContext = { token?: string | null; requestId?: string };

const RETRYABLE_STATUS = new Set([502, 503, 504]);

/** Backoff before retry `attempt`: grows per attempt, with up to 50 ms of jitter so replicas do not retry in step. */
export const retryDelayMs = (attempt: number, random: () => number = Math.random): number =>
  25 * attempt + random() * 50;

export class ErpClient {
  readonly #options: ErpClientOptions;
  readonly #pools = new Map<string, Pool>();
  readonly #breakers = new Map<string, CircuitBreaker>();

  constructor(options: ErpClientOptions) {
    this.#options = options;
  }

  /** One call; the answer's JSON as parsed (erp-api.ts types it from the contract). */
  async call(request: ErpRequest, context: ErpCallContext = {}): Promise<unknown> {
    const group = routeGroup(request.route);
    const breaker = this.#breaker(group);
    if (!breaker.tryAcquire()) {
      this.#options.onCall?.(request.route, 'circuit_open', 0);
      throw new ErpUnavailableError('circuit-open', request.route);
    }
    const attempts = request.method === 'GET' ? 1 + this.#options.getRetries : 1;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result = await this.#once(request, context);
        this.#settle(group, breaker, true);
        return result;
      } catch (error) {
        const retryable =
          (error instanceof ErpUnavailableError && error.kind !== 'timeout' && error.kind !== 'malformed') ||
          (error instanceof ErpHttpError && RETRYABLE_STATUS.has(error.status));
        const upstreamFault =
          error instanceof ErpUnavailableError || (error instanceof ErpHttpError && error.status >= 500);
        if (retryable && attempt < attempts) {
          await sleep(retryDelayMs(attempt));
          continue;
        }
        this.#settle(group, breaker, !upstreamFault);
        throw error;
      }
    }
  }

  circuitStates(): Record<string, CircuitState> {
    return Object.fromEntries([...this.#breakers].map(([group, breaker]) => [group, breaker.state]));
  }

  async close(): Promise<void> {
    await Promise.all([...this.#pools.values()].map((pool) => pool.close()));
  }

  #settle(group: string, breaker: CircuitBreaker, ok: boolean): void {
    const before = breaker.state;
    if (ok) breaker.onSuccess();
    else breaker.onFailure();
    if (breaker.state !== before) this.#options.onCircuitChange?.(group, breaker.state);
  }

  #breaker(group: string): CircuitBreaker {
    let breaker = this.#breakers.get(group);
    if (!breaker) {
      breaker = new CircuitBreaker(this.#options.breaker);
      this.#breakers.set(group, breaker);
      // Every group shows on /metrics from its first call, not only after its first trip.
      this.#options.onCircuitChange?.(group, breaker.state);
    }
    return breaker;
  }

  #pool(origin: string): Pool {
    let pool = this.#pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, {
        connections: this.#options.connections,
        keepAliveTimeout: 30_000,
        headersTimeout: this.#options.timeoutMs,
        bodyTimeout: this.#options.timeoutMs,
      });
      this.#pools.set(origin, pool);
    }
    return pool;
  }

  async #once(request: ErpRequest, context: ErpCallContext): Promise<unknown> {
    const base = new URL(request.upstream === 'search' ? this.#options.searchUrl : this.#options.erpUrl);
    const search = toSearch(request.query);
    const path = `${base.pathname.replace(/\/$/, '')}${request.path}${search}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (context.token) headers.authorization = `Bearer ${context.token}`;
    if (context.requestId) headers['x-request-id'] = context.requestId;
    let body: string | undefined;
    if (request.body !== undefined) {
      body = JSON.stringify(request.body);
      headers['content-type'] = 'application/json';
    }
    const timeoutMs = request.timeoutMs ?? this.#options.timeoutMs;
    const started = performance.now();
    let status = 0;
    let contentType: string | undefined;
    let text = '';
    try {
      const response = await this.#pool(base.origin).request({
        method: request.method,
        path,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      status = response.statusCode;
      const type = response.headers['content-type'];
      contentType = Array.isArray(type) ? type[0] : type;
      text = await response.body.text();
    } catch (error) {
      const seconds = (performance.now() - started) / 1000;
      const timedOut = isTimeout(error);
      this.#options.onCall?.(request.route, timedOut ? 'timeout' : 'network_error', seconds);
      throw new ErpUnavailableError(timedOut ? 'timeout' : 'network', request.route, (error as Error).message);
    }
    const seconds = (performance.now() - started) / 1000;
    this.#options.onCall?.(request.route, `${Math.floor(status / 100)}xx`, seconds);
    let parsed: unknown = undefined;
    if (text.length > 0) {
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new ErpUnavailableError('malformed', request.route, `status ${status}, invalid JSON`);
      }
    }
    this.#options.onExchange?.({
      route: request.route,
      method: request.method,
      path: request.path,
      query: search,
      requestBody: request.body,
      authenticated: Boolean(context.token),
      status,
      contentType,
      responseBody: parsed,
      durationMs: seconds * 1000,
    });
    if (status >= 400) {
      throw new ErpHttpError(status, refusalMessage(status, parsed), request.route);
    }
    return parsed;
  }
}

// The customer's records read by the user keep the groups of their customer-number forms
// (/company/..., /customer/master/...): their failures must not open the breaker of the user's own
// reads (GET /user/{id}, which every page needs).
const CUSTOMER_RECORDS_BY_USER = new Map([
  ['customerSummary', 'company'],
  ['ship-tos', 'company'],
  ['customerMaster', 'customer'],
]);

/** The first path segment of a route template: `GET /cart/{session_id}` -> `cart`. */
export const routeGroup = (route: string): string => {
  const [, first, second = ''] = route.split(' ')[1]?.split('/') ?? [];
  return (first === 'user' ? CUSTOMER_RECORDS_BY_USER.get(second) : undefined) ?? first ?? 'root';
};

const toSearch = (query: ErpRequest['query']): string => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const encoded = params.toString();
  return encoded ? `?${encoded}` : '';
};

const isTimeout = (error: unknown): boolean => {
  const name = (error as { name?: string })?.name ?? '';
  const code = (error as { code?: string })?.code ?? '';
  return name === 'TimeoutError' || name === 'AbortError' || code.includes('TIMEOUT');
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
