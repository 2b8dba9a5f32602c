import { test as base, vi } from 'vitest';
import { DEMO_PASSWORD, PERSONAS, startSandbox, type Sandbox, type SandboxOptions } from './index.ts';
import type { ContractAnswer, HttpMethod } from './contract-answer.ts';

/**
 * An answer as a test reads it: `body` has the type the contract documents for the call's success
 * (whatever the status; an error answer's `{ code, message }` is read with `toMatchObject`), or
 * `unknown` for a path outside the contract. Malformed JSON comes back as its text.
 */
export interface TestAnswer<Body> {
  status: number;
  body: Body;
  headers: Headers;
}

/** A request's bearer token, JSON body (any value, so tests can send malformed ones) and headers. */
export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Test helpers: one sandbox per test file, plain fetch (undici) against it. */
export interface TestClient {
  sandbox: Sandbox;
  login(username: string, password?: string): Promise<string>;
  call<M extends HttpMethod, Path extends string>(
    method: M,
    path: Path,
    options?: CallOptions,
  ): Promise<TestAnswer<ContractAnswer<M, Path>>>;
}

export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestClient> {
  const sandbox = await startSandbox({ port: 0, ...options });
  const call: TestClient['call'] = async <M extends HttpMethod, Path extends string>(
    method: M,
    path: Path,
    options: CallOptions = {},
  ) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${sandbox.url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Malformed bodies are returned as text.
    }
    // The sandbox's answers are validated against the same contract (gateway/src/contract/).
    return { status: res.status, body: body as ContractAnswer<M, Path>, headers: res.headers };
  };
  const login = async (username: string, password = DEMO_PASSWORD): Promise<string> => {
    const res = await call('POST', '/login_check', { body: { _username: username, _password: password } });
    if (res.status !== 200) throw new Error(`login failed for ${username}: ${res.status}`);
    return res.body.token;
  };
  return { sandbox, login, call };
}

export type PersonaName = keyof typeof PERSONAS;
type Use<T> = (value: T) => Promise<void>;

// One fixture per persona; vitest reads each fixture's dependencies from its `({ t })` parameter.
const personaTokens = Object.fromEntries(
  Object.entries(PERSONAS).map(([name, persona]) => [
    name,
    [async ({ t }: { t: TestClient }, use: Use<string>) => use(await t.login(persona.username)), { scope: 'file' }],
  ]),
) as Record<PersonaName, [(context: { t: TestClient }, use: Use<string>) => Promise<void>, { scope: 'file' }]>;

/**
 * vitest with the sandbox as fixtures: a test names what it needs (`async ({ t, buyer }) => ...`).
 * `t` (the sandbox and a client for it; carts and orders are per sandbox) and each persona's token
 * are made once per test file, on first use, and the sandbox is closed after the file's last test.
 * `clock` fakes setTimeout for one test: the sandbox runs in the test's process, so its latency and
 * hold timers wait for `clock.advanceTimersByTime`, while its HTTP server and fetch keep real time.
 */
export const test = base.extend<{
  $file: { t: TestClient } & Record<PersonaName, string>;
  $test: { clock: typeof vi };
}>({
  t: [
    async ({}, use) => {
      const t = await startTestSandbox();
      await use(t);
      await t.sandbox.close();
    },
    { scope: 'file' },
  ],
  ...personaTokens,
  clock: async ({}, use) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await use(vi);
    vi.useRealTimers();
  },
});
export { test as it };
