// Attack finding 1 (issue 31): outside the test runner, SIGTERM reset all 20 in-flight keep-alive
// requests and the process exited 143 (Apollo Server's own signal handling stopped it before the
// drain ran). The gateway runs here as deployed: its own process, main.ts, NODE_ENV=production, in
// front of a sandbox ERP slowed down so that every request is in flight when the signal arrives.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest } from '@mro/trusted-operations';
import { DEMO_PASSWORD, startSandbox, type Sandbox } from '@mro/erp-sandbox';
import { attackFigures } from '@mro/attack-figures';

const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));
// Production runs only trusted operations and refuses to start without their manifest.
const MANIFEST = createRequire(import.meta.url).resolve('@mro/web/operations.json');
const LOGIN = readManifest(MANIFEST).operations.find((operation) => operation.name === 'Login')?.body;
const CLIENTS = 20;
const LOGIN_CALL = 'POST /login_check';

type Answer = { status: number; connection: string | undefined; body: string };

/** A request over a keep-alive agent; the raw Connection header is what tells a client to reconnect. */
const send = (url: string, agent: Agent, json?: unknown): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const method = json === undefined ? 'GET' : 'POST';
    const headers = json === undefined ? {} : { 'content-type': 'application/json' };
    request(url, { agent, method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end(json === undefined ? undefined : JSON.stringify(json));
  });

describe('SIGTERM in production', () => {
  let sandbox: Sandbox;
  let gateway: ChildProcess;
  let url = '';
  const lines: string[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, host: '127.0.0.1' });
    gateway = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        ERP_URL: sandbox.url,
        REDIS_URL: '',
        LOG_LEVEL: 'info',
        SESSION_SECRET: 'attack-shutdown-secret-of-32-characters',
        OPEN_BROWSE: 'off',
        TRUSTED_OPERATIONS_MANIFEST: MANIFEST,
        SHUTDOWN_GRACE_MS: '10000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    gateway.stdout?.setEncoding('utf8').on('data', (chunk: string) => lines.push(...chunk.split('\n')));
    url = await new Promise<string>((resolve, reject) => {
      gateway.once('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
      gateway.stdout?.on('data', () => {
        const line = lines.find((text) => text.includes('gateway listening'));
        if (line) resolve((JSON.parse(line) as { url: string }).url);
      });
    });
  });
  afterAll(async () => {
    if (gateway.exitCode === null && gateway.signalCode === null) gateway.kill('SIGKILL');
    await sandbox.close();
  });

  const control = (method: string, path: string, body?: unknown) =>
    fetch(`${sandbox.url}/__sandbox/${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });

  it('answers all 20 in-flight keep-alive logins with Connection: close, says draining, and exits 0', async () => {
    const clients = new Agent({ keepAlive: true, maxSockets: CLIENTS });
    const probe = new Agent({ keepAlive: true, maxSockets: 1 });
    // 20 keep-alive connections and a probe's, each opened by an answered request.
    const opened = await Promise.all([
      ...Array.from({ length: CLIENTS }, () => send(`${url}/healthz`, clients)),
      send(`${url}/healthz`, probe),
    ]);
    expect(opened.map((answer) => answer.status)).toEqual(opened.map(() => 200));
    // A slow ERP keeps each buyer's login in flight when SIGTERM arrives.
    await control('PUT', 'faults', [{ route: LOGIN_CALL, latencyMs: 1_500 }]);
    await control('DELETE', 'calls');
    const login = { query: LOGIN, variables: { input: { username: 'buyer@acme.example', password: DEMO_PASSWORD } } };
    const figures = attackFigures(16);
    const inFlight = Array.from({ length: CLIENTS }, () =>
      figures
        .counting(send)(`${url}/graphql`, clients, login)
        .catch((error: Error) => error),
    );
    await expect
      .poll(
        async () => {
          const calls = (await (await control('GET', 'calls')).json()) as { byRoute: Record<string, number> };
          return calls.byRoute[LOGIN_CALL];
        },
        { timeout: 10_000, interval: 20 },
      )
      .toBe(CLIENTS);
    const exited = new Promise<[number | null, string | null]>((resolve) =>
      gateway.once('exit', (code, signal) => resolve([code, signal])),
    );
    gateway.kill('SIGTERM');
    // The load balancer's probe reads "not ready" from the first moment of draining (asked once the
    // gateway says it drains, or has gone: then the in-flight answers below say what was lost).
    await expect
      .poll(() => lines.some((line) => line.includes('"draining"')) || gateway.exitCode !== null, { timeout: 5_000 })
      .toBe(true);
    const probed = await send(`${url}/readyz`, probe).catch((error: Error) => error);

    const answers = await Promise.all(inFlight);
    figures.gotThrough(answers.filter((answer) => answer instanceof Error || answer.status !== 200).length);
    expect(answers.filter((answer) => answer instanceof Error).map(String)).toEqual([]);
    expect(answers.map((answer) => (answer as Answer).status)).toEqual(answers.map(() => 200));
    for (const answer of answers)
      expect(JSON.parse((answer as Answer).body)).toMatchObject({
        data: { login: { viewer: { username: 'buyer@acme.example' }, userErrors: [] } },
      });
    expect(answers.map((answer) => (answer as Answer).connection)).toEqual(answers.map(() => 'close'));
    expect(await exited).toEqual([0, null]);
    expect(probed).toEqual({ status: 503, connection: 'close', body: '{"status":"draining"}' });
    clients.destroy();
    probe.destroy();
  });
});
