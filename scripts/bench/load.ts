// A closed-loop load generator: `concurrency` virtual users each load a page, then the next, for
// `durationMs`. A page may be several requests (the REST pattern), so it times whole pages.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Pool } from 'undici';

/**
 * overhead: page time not spent waiting on the ERP, from the gateway's Server-Timing `erp` figure
 * (p50 and p99; null when the server sends none, as REST and Mesh do not).
 */
export type LoadResult = {
  pages: number;
  errors: number;
  firstError?: string;
  seconds: number;
  p50: number;
  p99: number;
  perSecond: number;
  overhead: { p50: number; p99: number } | null;
};

/** The ERP wait the servers of the current page reported. */
const pageErpWait = new AsyncLocalStorage<{ erpMs: number; reported: boolean }>();

export type PageLoader = (user: number, iteration: number) => Promise<void>;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

export const runLoad = async (load: PageLoader, concurrency: number, durationMs: number): Promise<LoadResult> => {
  const latencies: number[] = [];
  const overheads: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let iteration = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, user) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const wait = { erpMs: 0, reported: false };
        try {
          await pageErpWait.run(wait, () => load(user, iteration++));
          const latency = performance.now() - t0;
          latencies.push(latency);
          if (wait.reported) overheads.push(latency - wait.erpMs);
        } catch (error) {
          errors += 1;
          firstError ??= (error as Error).message;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  overheads.sort((a, b) => a - b);
  return {
    pages: latencies.length,
    errors,
    firstError,
    seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / seconds,
    overhead: overheads.length > 0 ? { p50: percentile(overheads, 50), p99: percentile(overheads, 99) } : null,
  };
};

/** JSON over a keep-alive pool; throws on a non-2xx answer or GraphQL errors. */
export const jsonClient = (origin: string, connections: number) => {
  const pool = new Pool(origin, { connections, pipelining: 1 });
  return {
    async request<T>(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<T> {
      const response = await pool.request({
        method,
        path,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const timing = response.headers['server-timing'];
      const erpMs = typeof timing === 'string' ? /erp;dur=([\d.]+)/.exec(timing)?.[1] : undefined;
      const wait = pageErpWait.getStore();
      if (wait && erpMs !== undefined) {
        wait.erpMs += Number(erpMs);
        wait.reported = true;
      }
      const text = await response.body.text();
      if (response.statusCode >= 300)
        throw new Error(`${method} ${path}: ${response.statusCode} ${text.slice(0, 200)}`);
      const parsed = JSON.parse(text) as T & { errors?: unknown[] };
      if (parsed.errors) throw new Error(`${path}: ${JSON.stringify(parsed.errors).slice(0, 300)}`);
      return parsed;
    },
    close: () => pool.close(),
  };
};

/** Runs `tasks` with at most `limit` in flight, like a browser's six connections per host. */
export const withLimit = async (tasks: (() => Promise<unknown>)[], limit: number): Promise<void> => {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) await tasks[next++]?.();
    }),
  );
};
