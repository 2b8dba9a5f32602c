// A closed-loop load generator: `concurrency` virtual users each load a page, then the next, for
// `durationMs`. A page may be several requests (the REST pattern), so it times whole pages.
import { Pool } from 'undici';

export type LoadResult = { pages: number; errors: number; firstError?: string; seconds: number; p50: number; p99: number; perSecond: number };

export type PageLoader = (user: number, iteration: number) => Promise<void>;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

export const runLoad = async (load: PageLoader, concurrency: number, durationMs: number): Promise<LoadResult> => {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let iteration = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, user) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          await load(user, iteration++);
          latencies.push(performance.now() - t0);
        } catch (error) {
          errors += 1;
          firstError ??= (error as Error).message;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { pages: latencies.length, errors, firstError, seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), perSecond: latencies.length / seconds };
};

/** JSON over a keep-alive pool; throws on a non-2xx answer or GraphQL errors. */
export const jsonClient = (origin: string, connections: number) => {
  const pool = new Pool(origin, { connections, pipelining: 1 });
  return {
    async request<T>(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<T> {
      const response = await pool.request({
        method: method as 'GET',
        path,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.body.text();
      if (response.statusCode >= 300) throw new Error(`${method} ${path}: ${response.statusCode} ${text.slice(0, 200)}`);
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
