import { DEMO_PASSWORD, startSandbox, type Sandbox, type SandboxOptions } from './index.ts';

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
