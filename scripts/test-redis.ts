// Redis for `npm test`: the one at REDIS_URL if it answers; else a throwaway redis-server on a free
// port for this run only, stopped when the run ends; else fail, never skip (the cache tests need it).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';

const say = (text: string) => process.stdout.write(`${text}\n`);
const warn = (text: string) => process.stderr.write(`${text}\n`);

const PING = new URL('./redis-ping.ts', import.meta.url).pathname;

export type TestRedis = { url: string; stop(): void };

const answers = (url: string): boolean => spawnSync(process.execPath, [PING, url]).status === 0;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

export const ensureRedis = async (url: string, logDir: string): Promise<TestRedis> => {
  if (answers(url)) {
    say(`using Redis at ${url}`);
    return { url, stop: () => {} };
  }
  if (spawnSync('redis-server', ['--version']).error) {
    warn(`No Redis answers at ${url} and redis-server is not installed.`);
    warn('Install it (Debian: apt-get install redis-server) or set REDIS_URL to a running Redis.');
    process.exit(1);
  }
  const port = await freePort();
  const dir = mkdtempSync(`${tmpdir()}/test-redis-`);
  const log = `${logDir}redis.log`;
  const server = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir, '--logfile', log],
    { stdio: 'ignore' },
  );
  const throwaway = `redis://127.0.0.1:${port}`;
  const stop = () => {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', () => server.kill());
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (answers(throwaway)) {
      say(`no Redis at ${url}: started a throwaway redis-server (pid ${server.pid}) on port ${port}`);
      return { url: throwaway, stop };
    }
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  warn(`the throwaway redis-server does not answer on port ${port}; its log:`);
  try {
    warn(readFileSync(log, 'utf8'));
  } catch {
    // no log written
  }
  stop();
  process.exit(1);
};
