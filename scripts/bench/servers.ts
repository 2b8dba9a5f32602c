// The bench's servers, each its own process: the ERP sandbox, gateways (the store's pages and
// GraphQL) and GraphQL Mesh; and the calls that set them up (sandbox control, a buyer's login).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startChild, type Child } from './processes.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const USERNAME = 'buyer@acme.example';
export const PASSWORD = 'Demo1234!';

export const startSandbox = async () =>
  startChild(
    'erp-sandbox',
    process.execPath,
    [join(ROOT, 'erp-sandbox/src/main.ts')],
    { PORT: String(await freePort()), HOST: '127.0.0.1' },
    /listening on (http:\/\/\S+)/,
  );

/**
 * The gateway's Node flags, the same as in its start commands (Dockerfile, docker-compose.yml,
 * `npm start -w gateway`): a 16 MB semi-space and a 1 GB old generation keep V8 from sizing the heap
 * for this 24 GB machine (docs/speed-and-limits.md, "Memory"). BENCH_GATEWAY_FLAGS replaces them
 * ('' for V8's defaults).
 */
export const GATEWAY_FLAGS = (process.env.BENCH_GATEWAY_FLAGS ?? '--max-semi-space-size=16 --max-old-space-size=1024')
  .split(' ')
  .filter(Boolean);

/** Lifetimes of 0: every price, search and product is read from the ERP (and no guest page is kept). */
export const COLD_CACHE = { PRICE_TTL_SECONDS: '0', SEARCH_TTL_SECONDS: '0', PRODUCT_TTL_SECONDS: '0' };

/**
 * A gateway. Pages are server-rendered where the gateway can (SERVER_RENDERING=1; a gateway without
 * server rendering ignores it and serves the shell). Open browse is off unless `env` turns it on.
 * BENCH_CPU_PROF=dir writes a CPU profile of each gateway there when it exits (node --cpu-prof).
 */
export const startGateway = (name: string, erpUrl: string, env: Record<string, string>) =>
  startChild(
    name,
    process.execPath,
    [
      ...GATEWAY_FLAGS,
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF, '--cpu-prof-name', `${name}.cpuprofile`]
        : []),
      join(ROOT, 'gateway/src/main.ts'),
    ],
    {
      PORT: '0',
      HOST: '127.0.0.1',
      ERP_URL: erpUrl,
      REDIS_URL: '',
      LOG_LEVEL: 'error',
      SESSION_SECRET: 'bench-session-secret-of-32-characters',
      NODE_ENV: 'production',
      OPEN_BROWSE: 'off',
      TRUSTED_OPERATIONS: 'off',
      SERVER_RENDERING: '1',
      ...env,
    },
    /"url":"(http[^"]+)"/,
  );

/**
 * Mesh's config and artifacts go to a temporary directory, built from the OpenAPI contract; it is
 * under node_modules/.cache so the artifacts resolve Mesh's own packages.
 */
export const startMesh = async (erpUrl: string): Promise<{ child: Child; dir: string }> => {
  const cache = join(ROOT, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'bench-mesh-'));
  const port = await freePort();
  writeFileSync(
    join(dir, '.meshrc.yaml'),
    [
      'sources:',
      '  - name: Erp',
      '    handler:',
      '      openapi:',
      `        source: ${join(ROOT, 'erp-sandbox/openapi.yaml')}`,
      `        endpoint: ${erpUrl}`,
      '        operationHeaders:',
      '          Authorization: "{context.headers.authorization}"',
      'serve:',
      '  hostname: 127.0.0.1',
      `  port: ${port}`,
      '  playground: false',
      // One process, like the gateway, so its CPU and memory are measurable and comparable.
      '  fork: false',
      '',
    ].join('\n'),
  );
  const mesh = join(ROOT, 'node_modules/.bin/mesh');
  await new Promise<void>((resolve, reject) => {
    const build = spawn(mesh, ['build', '--dir', dir], { stdio: 'ignore' });
    build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`mesh build exited with ${code}`))));
  });
  const child = await startChild(
    'mesh',
    mesh,
    ['start', '--dir', dir],
    { NODE_ENV: 'production' },
    new RegExp(`Serving GraphQL Mesh: (http://127\\.0\\.0\\.1:${port})`),
  );
  return { child, dir };
};

/** The sandbox's control API (`/__sandbox/...`): injected faults, the count of ERP calls. */
export const control = (sandbox: Child, method: string, path: string, body?: unknown) =>
  fetch(`${sandbox.url}/__sandbox/${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });

/** Logs the buyer (or `username`) in through the gateway; the session's `cookie` header. */
export const gatewayLogin = async (gateway: Child, username = USERNAME): Promise<string> => {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: LoginInput!) { login(input: $input) { viewer { id } } }',
      variables: { input: { username, password: PASSWORD } },
    }),
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
};
