import { test as base, vi } from 'vitest';
import { DEMO_PASSWORD, PERSONAS, startSandbox, type Sandbox, type SandboxOptions } from './index.ts';

/** Test helpers: one sandbox per test file, plain fetch (undici) against it. */
export interface TestClient {
  sandbox: Sandbox;
  login(username: string, password?: string): Promise<string>;
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Headers }>;
}

export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestClient> {
  const sandbox = await startSandbox({ port: 0, ...options });
  const call: TestClient['call'] = async (method, path, options = {}) => {
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
    return { status: res.status, body, headers: res.headers };
  };
  const login = async (username: string, password = DEMO_PASSWORD): Promise<string> => {
    const res = await call('POST', '/login_check', { body: { _username: username, _password: password } });
    if (res.status !== 200) throw new Error(`login failed for ${username}: ${res.status}`);
    return (res.body as { token: string }).token;
  };
  return { sandbox, login, call };
}

export type PersonaName = keyof typeof PERSONAS;

/**
 * What a test can ask for: `t`, the sandbox and its client; a bearer token per persona; `clock`,
 * fake timers for the test (the sandbox runs in the test's process, so its latency and hold timers
 * wait for `clock.advanceTimersByTime`), real again after it.
 */
export type SandboxFixtures = { t: TestClient; clock: typeof vi } & Record<PersonaName, string>;

// One fixture per persona; vitest reads each fixture's dependencies from its `({ t })` parameter.
const personaTokens = Object.fromEntries(
  Object.entries(PERSONAS).map(([name, persona]) => [
    name,
    [
      async ({ t }: { t: TestClient }, use: (token: string) => Promise<void>) => use(await t.login(persona.username)),
      { scope: 'file' },
    ],
  ]),
) as unknown as Record<
  PersonaName,
  [(context: { t: TestClient }, use: (token: string) => Promise<void>) => Promise<void>, { scope: 'file' }]
>;

/**
 * vitest with the sandbox as fixtures: a test names what it needs (`async ({ t, buyer }) => ...`).
 * Each is made once per test file, on first use: the sandbox (closed after the file's last test;
 * carts and orders are per sandbox) and each persona's token.
 */
export const sandboxTest = (options: SandboxOptions = {}) =>
  base.extend<{ $file: Omit<SandboxFixtures, 'clock'>; $test: Pick<SandboxFixtures, 'clock'> }>({
    clock: async ({}, use) => {
      // Only timeouts: the sandbox's HTTP server and the test's fetch keep their own clocks.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await use(vi);
      vi.useRealTimers();
    },
    t: [
      async ({}, use) => {
        const t = await startTestSandbox(options);
        await use(t);
        await t.sandbox.close();
      },
      { scope: 'file' },
    ],
    ...personaTokens,
  });

export const test = sandboxTest();
export { test as it };
