// The topology's Redis: one server, or a primary, a replica and three Sentinels (quorum 2), each a
// child process with its data in the run's folder; and what the store keeps there, read with redis-cli.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startChild, type Child } from './processes.ts';

export const MASTER_NAME = 'store';

export type RedisNode = { port: number; child: Child };

const READY = /Ready to accept connections|Sentinel ID is/;

/** Append-only, as docker-compose runs it (ADR 0009): a restart does not log everyone out. */
export const startRedis = async (dir: string, name: string, extra: string[] = []): Promise<RedisNode> => {
  const port = await freePort();
  const data = join(dir, name);
  mkdirSync(data, { recursive: true });
  const child = await startChild(
    name,
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', data, '--save', '', '--appendonly', 'yes', ...extra],
    { ready: READY, logFile: join(dir, `${name}.log`) },
  );
  return { port, child };
};

/** Sentinels watching the primary on `primaryPort`: it is down after 1 s without an answer. */
export const startSentinels = async (dir: string, primaryPort: number, count = 3): Promise<RedisNode[]> => {
  const sentinels: RedisNode[] = [];
  for (let index = 1; index <= count; index += 1) {
    const port = await freePort();
    const file = join(dir, `sentinel-${index}.conf`);
    // Sentinel rewrites its file as the topology changes: each one its own, in the run's folder.
    writeFileSync(
      file,
      [
        `port ${port}`,
        'bind 127.0.0.1',
        `dir ${dir}`,
        `sentinel monitor ${MASTER_NAME} 127.0.0.1 ${primaryPort} 2`,
        `sentinel down-after-milliseconds ${MASTER_NAME} 1000`,
        `sentinel failover-timeout ${MASTER_NAME} 10000`,
        `sentinel parallel-syncs ${MASTER_NAME} 1`,
        '',
      ].join('\n'),
    );
    const child = await startChild(`sentinel-${index}`, 'redis-sentinel', [file], {
      ready: READY,
      logFile: join(dir, `sentinel-${index}.log`),
    });
    sentinels.push({ port, child });
  }
  return sentinels;
};

const cli = (port: number, ...args: string[]): string => {
  const result = spawnSync('redis-cli', ['-p', String(port), '--raw', ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`redis-cli ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
};

/** The primary's port as the Sentinel on `sentinelPort` knows it. */
export const primaryPortOf = (sentinelPort: number): number =>
  Number(cli(sentinelPort, 'SENTINEL', 'get-master-addr-by-name', MASTER_NAME).split('\n')[1]);

export const redisCommand = cli;

/** What the store keeps in Redis that must survive a failover: sessions, throttle counts, order keys. */
export const STATE_PATTERNS = { sessions: 'session:*', throttles: 'throttle:*', idempotency: 'order-*' } as const;

export type StateSnapshot = Record<keyof typeof STATE_PATTERNS, Map<string, string>>;

/** Every key of the store's shared state with its value (a counter's value is its count). */
export const snapshot = (port: number): StateSnapshot => {
  const read = (pattern: string) => {
    const keys = cli(port, '--scan', '--pattern', pattern).split('\n').filter(Boolean);
    return new Map(keys.map((key) => [key, cli(port, 'GET', key)]));
  };
  return {
    sessions: read(STATE_PATTERNS.sessions),
    throttles: read(STATE_PATTERNS.throttles),
    idempotency: read(STATE_PATTERNS.idempotency),
  };
};

/** Keys of `before` missing after, and counters that went down. */
export const lost = (before: StateSnapshot, after: StateSnapshot): Record<keyof StateSnapshot, string[]> => {
  const diff = (kind: keyof StateSnapshot) =>
    [...before[kind]]
      .filter(([key, value]) => {
        const now = after[kind].get(key);
        if (now === undefined) return true;
        return kind === 'throttles' && Number(now) < Number(value);
      })
      .map(([key]) => key);
  return { sessions: diff('sessions'), throttles: diff('throttles'), idempotency: diff('idempotency') };
};
