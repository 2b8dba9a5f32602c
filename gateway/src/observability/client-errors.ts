import type { IncomingMessage, ServerResponse } from 'node:http';
import { CLIENT_ERROR_LIMITS, UNREPORTED_STATUSES, reportableVariables } from '@mro/rules/client-errors';
import { BodyTooLarge, readBody } from '../http/read-body.ts';
import { clientAddressOf } from '../common/client-address.ts';
import type { Logger } from './logger.ts';
import type { Metrics } from './metrics.ts';

const MAX_BODY_BYTES = 8 * 1024;
// Per client address and for the whole process, per minute: a broken page cannot flood the log.
const PER_ADDRESS = 10;
const PER_PROCESS = 300;
const WINDOW_MS = 60_000;
const FORWARD_TIMEOUT_MS = 2_000;

/** A failure the storefront saw, as logged and forwarded: stripped of card data and addresses. */
export type ClientErrorReport = {
  message: string;
  status: number | null;
  code: string | null;
  operationName: string | null;
  path: string | null;
  failedRequestId: string | null;
  variables: Record<string, unknown> | null;
};

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null;

/** The report in a body, or null when it is not one or names a status that is not reported. */
export const parseReport = (body: unknown): ClientErrorReport | null => {
  if (body === null || typeof body !== 'object') return null;
  const raw = body as Record<string, unknown>;
  const message = text(raw.message, CLIENT_ERROR_LIMITS.message);
  if (!message) return null;
  const status = typeof raw.status === 'number' && Number.isInteger(raw.status) ? raw.status : null;
  if (status !== null && UNREPORTED_STATUSES.includes(status)) return null;
  const operationName = text(raw.operationName, CLIENT_ERROR_LIMITS.operationName);
  return {
    message,
    status,
    code: text(raw.code, CLIENT_ERROR_LIMITS.code),
    operationName,
    path: text(raw.path, CLIENT_ERROR_LIMITS.path),
    failedRequestId: text(raw.requestId, CLIENT_ERROR_LIMITS.requestId),
    variables: reportableVariables(operationName, raw.variables),
  };
};

/** Fixed one-minute windows per key; the map is emptied with each window, so it stays small. */
class Windows {
  #started = Date.now();
  readonly #counts = new Map<string, number>();
  take(key: string, limit: number): boolean {
    if (Date.now() - this.#started >= WINDOW_MS) {
      this.#started = Date.now();
      this.#counts.clear();
    }
    const used = this.#counts.get(key) ?? 0;
    if (used >= limit) return false;
    this.#counts.set(key, used + 1);
    return true;
  }
}

export type ClientErrorOptions = {
  log: Logger;
  metrics: Metrics;
  forwardUrl: string | undefined;
  /** TRUSTED_PROXIES: behind them the allowance is the client's (X-Forwarded-For), not the proxy's. */
  trustedProxies: number;
};

const answer = (response: ServerResponse, status: number, body?: unknown) => {
  if (body === undefined) response.writeHead(status).end();
  else response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

/**
 * POST /client-errors: the storefront's unexpected failures (storefront §8, cart §8). Logged with the
 * request id, counted in /metrics, forwarded to ERROR_REPORT_URL when set; JSON only (a cross-site
 * form cannot post it), rate-limited per client address (as throttling reads it) and per process.
 */
export const clientErrorReporter = ({ log, metrics, forwardUrl, trustedProxies }: ClientErrorOptions) => {
  const windows = new Windows();
  return async (request: IncomingMessage, response: ServerResponse, requestId: string): Promise<void> => {
    if (request.method !== 'POST') return answer(response, 405, { message: 'Use POST.' });
    if (!(request.headers['content-type'] ?? '').startsWith('application/json'))
      return answer(response, 415, { message: 'Send the report as application/json.' });
    let body: unknown;
    try {
      body = JSON.parse(await readBody(request, MAX_BODY_BYTES));
    } catch (error) {
      if (error instanceof BodyTooLarge) return answer(response, 413, { message: 'The report is too large.' });
      return answer(response, 400, { message: 'The report is not valid JSON.' });
    }
    const address = clientAddressOf(request, trustedProxies);
    if (!windows.take(`address:${address}`, PER_ADDRESS) || !windows.take('process', PER_PROCESS)) {
      metrics.clientErrors.inc({ outcome: 'throttled' });
      return answer(response, 429, { message: 'Too many reports; try again in a minute.' });
    }
    const report = parseReport(body);
    if (!report) {
      metrics.clientErrors.inc({ outcome: 'ignored' });
      return answer(response, 204);
    }
    metrics.clientErrors.inc({ outcome: 'reported' });
    log.log('warn', 'client error reported', { requestId, clientError: report });
    answer(response, 204);
    if (forwardUrl) await forward(forwardUrl, { requestId, ...report }, log);
  };
};

const forward = async (url: string, report: ClientErrorReport & { requestId: string }, log: Logger) => {
  try {
    const forwarded = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ service: 'storefront', time: new Date().toISOString(), ...report }),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    if (!forwarded.ok)
      log.log('warn', 'error report not forwarded', { requestId: report.requestId, status: forwarded.status });
  } catch (error) {
    log.log('warn', 'error report not forwarded', { requestId: report.requestId, error: (error as Error).message });
  }
};
