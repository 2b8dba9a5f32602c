// SIGTERM while requests are in flight: the gateway (a child process, as deployed) stops taking
// new connections, finishes what it started with no 5xx, and an order in flight is placed once.
import { describe, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
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
