import { describe, expect } from 'vitest';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startGateway } from '../index.ts';
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
      routes.filter((route) => !/^(GET|POST|PUT|DELETE) (\/([a-z][a-z_-]*|\{[a-zA-Z_]+\}))+$/.test(route ?? '')),
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
      await gateway.close();
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
      await gateway.close();
    }
  });
});
