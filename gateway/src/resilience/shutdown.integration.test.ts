// SIGTERM, the gateway as deployed (its own process, started by main.ts, with the production drain).
// Graceful shutdown: while requests are in flight it stops taking new connections, finishes what it
// started with no 5xx, and an order in flight is placed once. Attack finding 8: under 20-way
// keep-alive load it answers every request it accepted (each 200), and a client learns of the
// shutdown only by a refused new connection (which a load balancer retries).
import { describe, expect, test, beforeAll, afterAll } from 'vitest';
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { startSandbox, type Sandbox } from '@mro/erp-sandbox';
import { TestClient } from '../testing/stack.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

const it = test
  .extend('sandbox', { scope: 'file' }, async ({}, { onCleanup }): Promise<Sandbox> => {
    const sandbox = await startSandbox({ port: 0, host: '127.0.0.1' });
    onCleanup(() => sandbox.close());
    return sandbox;
  })
  /** The gateway as deployed: its own process, started by main.ts. */
  .extend('gateway', { scope: 'file' }, async ({ sandbox }, { onCleanup }) => {
    const gateway = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        ERP_URL: sandbox.url,
        REDIS_URL: '',
        COOKIE_SECURE: 'false',
        LOG_LEVEL: 'error',
        SESSION_SECRET: 'shutdown-test',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    onCleanup(() => {
      if (gateway.exitCode === null && gateway.signalCode === null) gateway.kill('SIGKILL');
    });
    const url = await new Promise<string>((resolve, reject) => {
      gateway.once('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
      gateway.stdout?.on('data', (chunk: Buffer) => {
        const line = chunk
          .toString()
          .split('\n')
          .find((text) => text.includes('gateway listening'));
        if (line) resolve((JSON.parse(line) as { url: string }).url);
      });
    });
    return { process: gateway, url };
  })
  .extend(
    'control',
    ({ sandbox }) =>
      (method: string, path: string, body?: unknown) =>
        fetch(`${sandbox.url}/__sandbox/${path}`, {
          method,
          headers: body ? { 'content-type': 'application/json' } : {},
          body: body ? JSON.stringify(body) : undefined,
        }),
  );

describe('graceful shutdown', () => {
  it('finishes in-flight requests, answers none with 5xx, and places the order once', async ({ gateway, control }) => {
    const buyer = new TestClient(gateway.url);
    await buyer.login('buyer@acme.example');
    const search = await buyer.gql<{ productSearch: { nodes: { items: { erp: string }[] }[] } }>(
      '{ productSearch(input: {}) { nodes { items { erp } } } }',
    );
    const erp = search.data?.productSearch.nodes[0]?.items[0]?.erp;
    await buyer.gql(
      'mutation ($erp: ID!) { addCartLines(input: { lines: [{ erp: $erp, quantity: 2 }] }) { userErrors { code } } }',
      { erp },
    );
    const shipTos = await buyer.gql<{ shipTos: { id: string }[] }>('{ shipTos { id } }');
    await buyer.gql(
      'mutation ($id: ID!) { updateCheckoutDetails(input: { shipToId: $id, contactName: "Bianca", contactEmail: "b@acme.example", purchaseOrderNumber: "PO-7" }) { userErrors { code } } }',
      {
        id: shipTos.data?.shipTos[0]?.id,
      },
    );
    // Slow ERP answers keep every request below in flight when SIGTERM arrives.
    await control('PUT', 'faults', [{ route: '*', latencyMs: 600 }]);
    await control('DELETE', 'calls');
    const place =
      'mutation { placeOrder(input: { idempotencyKey: "Shutdown0000000000000000000000K9" }) { order { orderNumber } userErrors { code } } }';
    type Placed = { placeOrder: { order: { orderNumber: string } | null } };
    const placements = [buyer.gql<Placed>(place), buyer.gql<Placed>(place)] as const;
    const reads = Array.from({ length: 10 }, (_, i) =>
      buyer.gql(`{ orderHistory(input: { page: ${i + 1} }) { totalCount } }`),
    );
    // SIGTERM once the ERP has seen every request, so all of them are in flight in the gateway.
    await expect
      .poll(
        async () => {
          const calls = (await (await control('GET', 'calls')).json()) as { byRoute: Record<string, number> };
          return calls.byRoute['POST /orders/history'] === 10 && (calls.byRoute['GET /cart/{session_id}'] ?? 0) >= 1;
        },
        { timeout: 20_000, interval: 20 },
      )
      .toBe(true);
    const exited = new Promise<number | null>((resolve) => gateway.process.once('exit', (code) => resolve(code)));
    gateway.process.kill('SIGTERM');
    const [first, second] = await Promise.all(placements);
    const results = [first, second, ...(await Promise.all(reads))];
    expect(results.map((result) => result.status)).toEqual(results.map(() => 200));
    expect(results.flatMap((result) => result.errors ?? [])).toEqual([]);
    expect(first.data?.placeOrder.order?.orderNumber).toBeTruthy();
    expect(second.data?.placeOrder.order?.orderNumber).toBe(first.data?.placeOrder.order?.orderNumber);
    const calls = (await (await control('GET', 'calls')).json()) as { byRoute: Record<string, number> };
    expect(calls.byRoute['POST /order']).toBe(1);
    expect(await exited).toBe(0);
    await expect(fetch(`${gateway.url}/healthz`)).rejects.toThrow();
  });
});

// Finding 8: a slow fake ERP keeps /readyz requests in flight when SIGTERM arrives.
let erp: Server;
const CLIENTS = 20;

const startGatewayProcess = async () => {
  const address = erp.address();
  const erpUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ERP_URL: erpUrl, REDIS_URL: '', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const line = chunk
        .toString()
        .split('\n')
        .find((text) => text.includes('gateway listening'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
  });
  return { child, url };
};

const outcomeOf = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? String(error);
};

describe('shutdown under load', () => {
  // An ERP that takes a moment to answer, so /readyz requests are in flight when SIGTERM arrives.
  beforeAll(async () => {
    erp = createServer((_request, response) => setTimeout(() => response.writeHead(404).end(), 15));
    await new Promise<void>((resolve) => erp.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => erp.close(resolve)));

  it('answers every accepted request of 20 keep-alive clients and then exits 0', async () => {
    const { child, url } = await startGatewayProcess();
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const outcomes: string[] = [];
    let signalled = false;
    let answeredAfterSignal = 0;
    // Each client sends its next request as soon as the last answer arrived, on the same connection.
    const client = async () => {
      while (outcomes.length < 20_000) {
        try {
          const response = await fetch(`${url}/readyz`);
          const body = await response.text();
          // Once draining, the probe says so (a load balancer stops sending): not a failure.
          outcomes.push(signalled && body === '{"status":"draining"}' ? 'draining' : String(response.status));
          if (signalled) answeredAfterSignal += 1;
        } catch (error) {
          outcomes.push(outcomeOf(error));
          if (outcomeOf(error) === 'ECONNREFUSED') return;
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    await expect.poll(() => outcomes.length, { timeout: 30_000, interval: 10 }).toBeGreaterThanOrEqual(400);
    signalled = true;
    child.kill('SIGTERM');
    await Promise.all(clients);
    expect(await exited).toBe(0);
    const failures = outcomes.filter((outcome) => !['200', 'draining', 'ECONNREFUSED'].includes(outcome));
    expect(failures).toEqual([]);
    // Every client ended on a refused connection, after requests that were in flight were answered.
    expect(outcomes.filter((outcome) => outcome === 'ECONNREFUSED')).toHaveLength(CLIENTS);
    expect(answeredAfterSignal).toBeGreaterThan(0);
  });
});
