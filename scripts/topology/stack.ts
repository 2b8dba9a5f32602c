// The store as it runs replicated, on this machine without Docker: the ERP sandbox, three gateway
// processes and Debian's nginx in front with the repository's ops/nginx/nginx.conf (its two
// includes, upstream.conf and listen.conf, written for these ports).
import { spawnSync } from 'node:child_process';
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startChild, stopChild, type Child } from './processes.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The same secret on every replica: cookies signed by one are read by the others. */
const SESSION_SECRET = 'topology-run-shared-secret-0123456789abcdef';
const GATEWAY_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=1024'];

/** Installs a Debian package when its command is missing (the machine is ours: root, apt). */
export const ensureCommand = (command: string, pkg: string): void => {
  if (spawnSync('which', [command]).status === 0) return;
  process.stderr.write(`${command} is missing: apt-get install -y ${pkg}\n`);
  const installed = spawnSync('apt-get', ['install', '-y', pkg], { stdio: 'inherit' });
  if (installed.status !== 0) throw new Error(`apt-get install -y ${pkg} failed`);
};

export const startSandbox = async (dir: string): Promise<{ child: Child; url: string }> => {
  const port = await freePort();
  const child = await startChild('erp-sandbox', process.execPath, [join(ROOT, 'erp-sandbox/src/main.ts')], {
    env: { PORT: String(port), HOST: '127.0.0.1', SANDBOX_LATENCY_MS: '0' },
    ready: /listening on http/,
    logFile: join(dir, 'erp-sandbox.log'),
  });
  return { child, url: `http://127.0.0.1:${port}` };
};

export type Replica = { name: string; port: number; env: Record<string, string>; child: Child };

/** One gateway process on `port`, configured as docker-compose configures its replicas. */
export const startReplica = async (
  dir: string,
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<Replica> => {
  const full = {
    PORT: String(port),
    HOST: '127.0.0.1',
    TRUSTED_PROXIES: '1',
    SESSION_SECRET,
    LOG_LEVEL: 'warn',
    TRUSTED_OPERATIONS: 'off',
    ...env,
  };
  const child = await startChild(name, process.execPath, [...GATEWAY_FLAGS, join(ROOT, 'gateway/src/main.ts')], {
    env: full,
    ready: /gateway listening/,
    logFile: join(dir, `${name}.log`),
  });
  return { name, port, env: full, child };
};

/** Stops a replica with `signal` (SIGTERM: it drains) and starts it again on the same port. */
export const restartReplica = async (dir: string, replica: Replica, signal: NodeJS.Signals): Promise<Replica> => {
  await stopChild(replica.child, signal);
  return startReplica(dir, replica.name, replica.port, replica.env);
};

/** nginx with the repository's configuration over `ports`; resolves once it answers. */
export const startNginx = async (dir: string, ports: number[]): Promise<{ child: Child; origin: string }> => {
  const port = await freePort();
  copyFileSync(join(ROOT, 'ops/nginx/nginx.conf'), join(dir, 'nginx.conf'));
  writeFileSync(
    join(dir, 'upstream.conf'),
    [
      '# Written by scripts/topology: the replicas on this machine.',
      'upstream gateway {',
      '  zone gateway 64k;',
      ...ports.map((replica) => `  server 127.0.0.1:${replica} max_fails=1 fail_timeout=2s;`),
      '  keepalive 32;',
      // As ops/nginx/docker/upstream.conf: idle connections end here before a draining replica ends them.
      '  keepalive_timeout 2s;',
      '}',
      // Which replica answered, so the run can show one session served by several (never in production).
      'add_header X-Served-By $upstream_addr always;',
      `access_log ${join(dir, 'nginx-access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `${kind}_temp_path ${join(dir, `nginx-${kind}`)};`,
      ),
      '',
    ].join('\n'),
  );
  writeFileSync(join(dir, 'listen.conf'), `listen 127.0.0.1:${port};\n`);
  const child = await startChild(
    'nginx',
    'nginx',
    [
      '-p',
      dir,
      '-c',
      join(dir, 'nginx.conf'),
      '-g',
      `daemon off; user root; pid ${join(dir, 'nginx.pid')}; error_log stderr warn;`,
    ],
    { logFile: join(dir, 'nginx.log') },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await fetch(`${origin}/healthz`).catch(() => null);
    if (answer?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (child.process.exitCode !== null) throw new Error(`nginx did not start:\n${child.output()}`);
  return { child, origin };
};
