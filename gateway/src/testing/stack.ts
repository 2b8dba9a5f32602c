// Test-only: the gateway and an ERP sandbox on ephemeral ports, talking real HTTP, plus a small
// GraphQL client that keeps cookies like a browser.
import { startSandbox, DEMO_PASSWORD } from '@mro/erp-sandbox';
import type { FaultConfig } from '@mro/erp-sandbox';
import { startGateway, type Gateway, type GatewayConfig } from '../index.ts';
import { ErpContract } from '../contract/erp-contract.ts';
import type { ErpExchange } from '../erp/client.ts';

// Every ERP exchange of every integration test is checked against the ERP's contract; drift
// between erp-sandbox/openapi.yaml, the sandbox and the gateway's calls fails the test file.
const contract = ErpContract.load();
const driftOf = (exchange: ErpExchange): string[] =>
  // 5xx answers are injected faults, not the contract's business.
  exchange.status >= 500
    ? []
    : [
        ...contract.validateRequest(exchange.method, exchange.path, exchange.query, exchange.requestBody ?? null),
        ...contract.validateResponse(exchange.method, exchange.path, exchange.status, exchange.responseBody ?? null),
      ];

export const TEST_SESSION_SECRET = 'test-session-secret';

export type GraphQLResult<T> = {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
  headers: Headers;
};

export class TestClient {
  readonly #url: string;
  readonly cookies = new Map<string, string>();

  constructor(url: string) {
    this.#url = url;
  }

  async gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<GraphQLResult<T>> {
    return this.#send<T>(`${this.#url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
  }

  /** A query as the store's web sends it: a GET, with the header that passes CSRF prevention unless `headers` drop it. */
  async gqlGet<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = { 'apollo-require-preflight': 'true' },
  ): Promise<GraphQLResult<T>> {
    const search = new URLSearchParams({ query, variables: JSON.stringify(variables) });
    return this.#send<T>(`${this.#url}/graphql?${search.toString()}`, { method: 'GET', headers });
  }

  async #send<T>(url: string, init: RequestInit & { headers: Record<string, string> }): Promise<GraphQLResult<T>> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      ...init,
      // What Apollo Client 4 sends: request errors are 400s under application/graphql-response+json.
      headers: {
        accept: 'application/graphql-response+json,application/json;q=0.9',
        ...(cookie ? { cookie } : {}),
        ...init.headers,
      },
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/Max-Age=0/.test(setCookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    const body = text ? (JSON.parse(text) as { data?: T; errors?: GraphQLResult<T>['errors'] }) : {};
    return { status: response.status, data: body.data, errors: body.errors, headers: response.headers };
  }

  async login(username: string, password = DEMO_PASSWORD): Promise<void> {
    const result = await this.gql<{ login: { viewer: { id: string } | null; userErrors: { message: string }[] } }>(
      'mutation Login($input: LoginInput!) { login(input: $input) { viewer { id } userErrors { message } } }',
      { input: { username, password } },
    );
    if (!result.data?.login.viewer) throw new Error(`login failed: ${JSON.stringify(result.data ?? result.errors)}`);
  }
}

export type ErpCalls = { total: number; byRoute: Record<string, number> };

export type Stack = {
  gateway: Gateway;
  sandboxUrl: string;
  client(): TestClient;
  /** A new client logged in as `username`, with its own session. */
  clientAs(username: string): Promise<TestClient>;
  erpCalls(): Promise<ErpCalls>;
  resetErpCalls(): Promise<void>;
  setFaults(faults: FaultConfig[]): Promise<void>;
  close(): Promise<void>;
};

export const startStack = async (
  overrides: Partial<GatewayConfig> = {},
  hooks: { onErpExchange?: (exchange: ErpExchange) => void } = {},
): Promise<Stack> => {
  const sandbox = await startSandbox({ port: 0, host: '127.0.0.1' });
  const drift: string[] = [];
  const gateway = await startGateway(
    {
      port: 0,
      host: '127.0.0.1',
      erpUrl: sandbox.url,
      searchUrl: sandbox.url,
      sessionSecret: TEST_SESSION_SECRET,
      cookieSecure: false,
      logLevel: 'error',
      redisUrl: undefined,
      // A rights re-read is an ERP call of its own: tests that count calls must not meet one mid-count.
      // The tests of rights (security/attack/sessions.integration.test.ts) set their own.
      rightsFreshSeconds: 3600,
      ...overrides,
    },
    {
      onErpExchange: (exchange) => {
        drift.push(...driftOf(exchange));
        hooks.onErpExchange?.(exchange);
      },
    },
  );
  const control = (method: string, path: string, body?: unknown) =>
    fetch(`${sandbox.url}/__sandbox/${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
  return {
    gateway,
    sandboxUrl: sandbox.url,
    client: () => new TestClient(gateway.url),
    clientAs: async (username) => {
      const client = new TestClient(gateway.url);
      await client.login(username);
      return client;
    },
    erpCalls: async () => (await (await control('GET', 'calls')).json()) as ErpCalls,
    resetErpCalls: async () => {
      await control('DELETE', 'calls');
    },
    setFaults: async (faults) => {
      await control('PUT', 'faults', faults);
    },
    close: async () => {
      // The test's clients are done: no idle grace (the shutdown tests drain with the real one).
      await gateway.close({ idleGraceMs: 0 });
      await sandbox.close();
      if (drift.length > 0)
        throw new Error(`ERP exchanges that break erp-sandbox/openapi.yaml:\n${[...new Set(drift)].join('\n')}`);
    },
  };
};

/** Calls per route since the last reset, leaving out routes with none. */
export const callsOf = (calls: ErpCalls, route: string): number => calls.byRoute[route] ?? 0;
