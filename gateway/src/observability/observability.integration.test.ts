import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startGateway, type Gateway } from '../index.ts';
import { readBody } from '../http/read-body.ts';
import { TestClient } from '../testing/stack.ts';
import { test } from '../testing/fixtures.ts';
import { runBuyerJourney } from '../testing/journeys.ts';

const it = test
  .extend<{ $file: { metricsText: string } }>({
    // The metrics after one buyer journey.
    metricsText: [
      async ({ stack }, use) => {
        await runBuyerJourney(stack.client());
        await use(await (await fetch(`${stack.gateway.url}/metrics`)).text());
      },
      { scope: 'file' },
    ],
  })
  /** The value of one series, e.g. `erp_requests_total{route="GET /pricing",outcome="2xx"}`. */
  .extend('sample', ({ metricsText }) => (name: string, labels: Record<string, string>): number | undefined => {
    const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
    const line = metricsText
      .split('\n')
      .find(
        (candidate) =>
          (candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)) &&
          wanted.every((label) => candidate.includes(label)),
      );
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : undefined;
  })
  /** An ERP that refuses every login and keeps the headers it received. */
  .extend('refusingErp', { scope: 'file' }, async ({}, { onCleanup }) => {
    const received: IncomingHttpHeaders[] = [];
    const erp = createServer((request, response) => {
      received.push(request.headers);
      response
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"code":401,"message":"Invalid credentials."}');
    });
    await new Promise<void>((resolve) => erp.listen(0, '127.0.0.1', resolve));
    onCleanup(() => new Promise<void>((resolve) => erp.close(() => resolve())));
    return { url: `http://127.0.0.1:${(erp.address() as AddressInfo).port}`, received };
  });

describe('/metrics', () => {
  it('counts and times GraphQL operations by name and outcome', ({ sample }) => {
    expect(sample('graphql_operations_total', { operation: 'ProductSearch', outcome: 'success' })).toBe(1);
    expect(sample('graphql_operations_total', { operation: 'PlaceOrder', outcome: 'success' })).toBe(1);
    expect(sample('graphql_operation_duration_seconds_count', { operation: 'ProductSearch' })).toBe(1);
    expect(sample('graphql_operation_duration_seconds_bucket', { operation: 'ProductSearch', le: '+Inf' })).toBe(1);
  });

  it('counts and times ERP calls by route template, never by id', ({ metricsText, sample }) => {
    expect(sample('erp_requests_total', { route: 'GET /pricing', outcome: '2xx' })).toBeGreaterThanOrEqual(1);
    expect(sample('erp_requests_total', { route: 'POST /order', outcome: '2xx' })).toBe(1);
    expect(sample('erp_request_duration_seconds_count', { route: 'GET /cart/{session_id}' })).toBeGreaterThanOrEqual(1);
    const routes = [...metricsText.matchAll(/route="([^"]*)"/g)].map((match) => match[1]);
    expect(routes.length).toBeGreaterThan(0);
    expect(
      routes.filter((route) => !/^(GET|POST|PUT|DELETE) (\/([a-z][a-zA-Z_-]*|\{[a-zA-Z_]+\}))+$/.test(route ?? '')),
    ).toEqual([]);
  });

  it('reports cache outcomes, pricing batch sizes, circuit states and process metrics', ({ metricsText, sample }) => {
    expect(sample('cache_events_total', { kind: 'price', outcome: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(sample('pricing_batch_size_count', {})).toBeGreaterThanOrEqual(1);
    expect(sample('pricing_batch_size_bucket', { le: '500' })).toBeGreaterThanOrEqual(1);
    expect(sample('erp_circuit_state', { group: 'pricing' })).toBe(0);
    expect(metricsText).toMatch(/^process_cpu_seconds_total \d/m);
    expect(metricsText).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });
});

describe('the request id', () => {
  it('is answered to the client and passed to the ERP as X-Request-Id', async ({ refusingErp }) => {
    const { url, received } = refusingErp;
    const gateway = await startGateway({
      port: 0,
      host: '127.0.0.1',
      erpUrl: url,
      searchUrl: url,
      logLevel: 'error',
      redisUrl: undefined,
    });
    try {
      const client = new TestClient(gateway.url);
      const result = await client.gql(
        'mutation Login($input: LoginInput!) { login(input: $input) { userErrors { message } } }',
        { input: { username: 'buyer@acme.example', password: 'wrong' } },
        { 'x-request-id': 'trace-abc-123' },
      );
      expect(result.headers.get('x-request-id')).toBe('trace-abc-123');
      expect(received.length).toBeGreaterThan(0);
      expect(received.map((headers) => headers['x-request-id'])).toEqual(received.map(() => 'trace-abc-123'));
      const generated = await client.gql('{ viewer { id } }');
      expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await gateway.close({ idleGraceMs: 0 });
    }
  });
});

describe('/readyz', () => {
  it('is ready while the ERP and the cache answer, and not while the ERP fails', async ({ stack }) => {
    const ready = await fetch(`${stack.gateway.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', erp: 'up', cache: 'memory up' });
    await stack.setFaults([{ route: 'GET /user/status/{id}', errorRate: 1, errorStatus: 503 }]);
    try {
      const down = await fetch(`${stack.gateway.url}/readyz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'not ready', erp: 'down', cache: 'memory up' });
    } finally {
      await stack.setFaults([]);
    }
  });

  it('is not ready while Redis is down, though GraphQL still answers', async ({ stack }) => {
    const gateway = await startGateway({
      port: 0,
      host: '127.0.0.1',
      erpUrl: stack.sandboxUrl,
      searchUrl: stack.sandboxUrl,
      logLevel: 'error',
      redisUrl: 'redis://127.0.0.1:1',
    });
    try {
      const response = await fetch(`${gateway.url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'not ready', erp: 'up', cache: 'redis down' });
      expect((await new TestClient(gateway.url).gql('{ viewer { id } }')).data).toEqual({ viewer: null });
    } finally {
      await gateway.close({ idleGraceMs: 0 });
    }
  });
});

// The storefront's error reports: logged with the request id, counted, forwarded, stripped, throttled.
let reporting: Gateway;
let collector: Server;
const forwarded: Record<string, unknown>[] = [];
const logged: string[] = [];

const report = (body: unknown, contentType = 'application/json') =>
  fetch(`${reporting.url}/client-errors`, {
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
    reporting = await startGateway({
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
    await reporting?.close({ idleGraceMs: 0 });
    await new Promise((resolve) => collector.close(resolve));
    vi.restoreAllMocks();
  });

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
    const metrics = await (await fetch(`${reporting.url}/metrics`)).text();
    expect(metrics).toContain('client_errors_total{outcome="reported"} 1');
  });

  it('ignore statuses that are not failures to report (-1, 401, 403, 404)', async () => {
    for (const status of [-1, 401, 403, 404]) expect((await report({ message: 'x', status })).status).toBe(204);
    const metrics = await (await fetch(`${reporting.url}/metrics`)).text();
    expect(metrics).toContain('client_errors_total{outcome="ignored"} 4');
    expect(forwarded).toHaveLength(1);
  });

  it('refuse what is not a JSON report with a clear 4xx', async () => {
    expect((await report('message=x', 'application/x-www-form-urlencoded')).status).toBe(415);
    const broken = await report('{', 'application/json');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: 'The report is not valid JSON.' });
    expect((await report({ message: 'x'.repeat(20_000) })).status).toBe(413);
    expect((await fetch(`${reporting.url}/client-errors`)).status).toBe(405);
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
