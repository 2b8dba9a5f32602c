import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGateway, type Gateway } from '../index.ts';
import { readBody } from '../http/read-body.ts';

// The storefront's error reports: logged with the request id, counted, forwarded, stripped, throttled.
let gateway: Gateway;
let collector: Server;
const forwarded: Record<string, unknown>[] = [];
const logged: string[] = [];

beforeAll(async () => {
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    logged.push(String(chunk));
    return true;
  });
  collector = createServer((request, response) => {
    void readBody(request, 100_000).then((body) => {
      forwarded.push(JSON.parse(body) as Record<string, unknown>);
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const address = collector.address();
  gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    erpUrl: 'http://127.0.0.1:9',
    searchUrl: 'http://127.0.0.1:9',
    redisUrl: undefined,
    logLevel: 'info',
    errorReportUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/reports`,
  });
});
afterAll(async () => {
  await gateway?.close();
  await new Promise((resolve) => collector.close(resolve));
  vi.restoreAllMocks();
});

const report = (body: unknown, contentType = 'application/json') =>
  fetch(`${gateway.url}/client-errors`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const PLACE_ORDER_FAILURE = {
  message: 'Response not successful: Received status code 502',
  status: 502,
  operationName: 'PlaceOrder',
  path: '/cart/checkout',
  requestId: 'abc-123',
  variables: { input: { idempotencyKey: 'k'.repeat(32), cardNumber: '4111111111111111', address1: '1 Main St' } },
};

describe('client error reports', () => {
  it('are logged with the request id, counted and forwarded, with no card data or address', async () => {
    const response = await report(PLACE_ORDER_FAILURE);
    expect(response.status).toBe(204);
    const requestId = response.headers.get('x-request-id');
    await expect.poll(() => forwarded.length).toBe(1);
    expect(forwarded[0]).toMatchObject({
      service: 'storefront',
      requestId,
      failedRequestId: 'abc-123',
      message: PLACE_ORDER_FAILURE.message,
      status: 502,
      operationName: 'PlaceOrder',
      variables: null,
    });
    const line = logged.find((entry) => entry.includes('client error reported')) ?? '{}';
    expect(JSON.parse(line)).toMatchObject({
      level: 'warn',
      requestId,
      clientError: { failedRequestId: 'abc-123', operationName: 'PlaceOrder', variables: null },
    });
    expect(logged.join('\n')).not.toMatch(/4111111111111111|1 Main St/);
    const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
    expect(metrics).toContain('client_errors_total{outcome="reported"} 1');
  });

  it('ignore statuses that are not failures to report (-1, 401, 403, 404)', async () => {
    for (const status of [-1, 401, 403, 404]) expect((await report({ message: 'x', status })).status).toBe(204);
    const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
    expect(metrics).toContain('client_errors_total{outcome="ignored"} 4');
    expect(forwarded).toHaveLength(1);
  });

  it('refuse what is not a JSON report with a clear 4xx', async () => {
    expect((await report('message=x', 'application/x-www-form-urlencoded')).status).toBe(415);
    const broken = await report('{', 'application/json');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: 'The report is not valid JSON.' });
    expect((await report({ message: 'x'.repeat(20_000) })).status).toBe(413);
    expect((await fetch(`${gateway.url}/client-errors`)).status).toBe(405);
  });

  it('are limited to 10 a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await report({ message: `failure ${i}`, status: 500 })).status);
    // Five were used above (one report, four ignored): five more pass, then 429.
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429, 429, 429, 429, 429]);
    const refused = await report({ message: 'again', status: 500 });
    expect(await refused.json()).toEqual({ message: 'Too many reports; try again in a minute.' });
  });
});
