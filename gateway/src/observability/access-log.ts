// One access line per request: who (brand, user or guest), what (operation), how it ended (status,
// GraphQL error codes) and where its time went (ERP calls and their total time, cache hits and
// misses). The record follows the request through its async work (AsyncLocalStorage), so the ERP
// client and the caches, shared by every request, add to the right one.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger, LogLevel } from './logger.ts';

export type RequestRecord = {
  requestId: string;
  method: string;
  path: string;
  started: number;
  brand?: string;
  /** The logged-in user's id, or 'guest'; unset when the request never read its session. */
  user?: number | string;
  operation?: string;
  errorCodes: Set<string>;
  erpCalls: number;
  /** Sum of the ERP calls' durations (calls in parallel each count). */
  erpMs: number;
  erpFailures: number;
  cacheHits: number;
  cacheMisses: number;
};

const current = new AsyncLocalStorage<RequestRecord>();
const MAX_PATH = 200;

/** The record of the request this code runs for, if any (none at start or in timers of no request). */
export const requestRecord = (): RequestRecord | undefined => current.getStore();

export const newRequestRecord = (request: IncomingMessage, requestId: string, path: string): RequestRecord => ({
  requestId,
  method: request.method ?? 'GET',
  path: path.slice(0, MAX_PATH),
  started: performance.now(),
  errorCodes: new Set(),
  erpCalls: 0,
  erpMs: 0,
  erpFailures: 0,
  cacheHits: 0,
  cacheMisses: 0,
});

export const recordingRequest = <T>(record: RequestRecord, run: () => T): T => current.run(record, run);

/** For ErpClient's onCall. */
export const recordErpCall = (outcome: string, seconds: number): void => {
  const record = current.getStore();
  if (!record) return;
  record.erpCalls++;
  record.erpMs += seconds * 1_000;
  if (outcome !== '2xx' && outcome !== '4xx') record.erpFailures++;
};

/** For the caches' events (hit, stale, miss, error). */
export const recordCacheEvent = (outcome: string, n = 1): void => {
  const record = current.getStore();
  if (!record) return;
  if (outcome === 'hit' || outcome === 'stale') record.cacheHits += n;
  else if (outcome === 'miss') record.cacheMisses += n;
};

const MAX_OPERATION_NAME = 100;
const MAX_ERROR_CODES = 5;

/** The GraphQL operation's name (bounded) and its errors' codes. */
export const recordOperation = (name: string | null | undefined, errorCodes: readonly unknown[] = []): void => {
  const record = current.getStore();
  if (!record) return;
  if (name) record.operation = name.slice(0, MAX_OPERATION_NAME);
  for (const code of errorCodes)
    if (typeof code === 'string' && record.errorCodes.size < MAX_ERROR_CODES) record.errorCodes.add(code);
};

export const recordUser = (user: number | string): void => {
  const record = current.getStore();
  if (record) record.user = user;
};

// Probes and scrapes arrive every few seconds from every balancer and Prometheus: debug only.
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

const levelOf = (path: string, status: number): LogLevel =>
  PROBES.has(path) ? 'debug' : status >= 500 ? 'warn' : 'info';

/** Writes the request's line when its response is done (sent, or cut by the client). */
export const logAccessOnClose = (log: Logger, record: RequestRecord, response: ServerResponse): void => {
  response.once('close', () => {
    const status = response.statusCode;
    log.log(levelOf(record.path, status), 'request', {
      requestId: record.requestId,
      method: record.method,
      path: record.path,
      status,
      ...(response.writableFinished ? {} : { aborted: true }),
      durationMs: Math.round(performance.now() - record.started),
      brand: record.brand,
      user: record.user,
      operation: record.operation,
      ...(record.errorCodes.size > 0 ? { errorCodes: [...record.errorCodes] } : {}),
      erpCalls: record.erpCalls,
      erpMs: Math.round(record.erpMs),
      ...(record.erpFailures > 0 ? { erpFailures: record.erpFailures } : {}),
      cacheHits: record.cacheHits,
      cacheMisses: record.cacheMisses,
    });
  });
};
