// A throwaway redis-server on a free port for tests that stop, kill or share one (never the shared one).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export const startRedis = async (port: number): Promise<ChildProcess> => {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    redis.once('error', reject);
    redis.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  return redis;
};

export const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

/** A redis-server of the caller's own on a free port: its URL, and how to end it (a file fixture's cleanup). */
export const privateRedis = async (): Promise<{ url: string; stop: () => Promise<void> }> => {
  const port = await freePort();
  const redis = await startRedis(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      redis.kill('SIGKILL');
      await stopped(redis);
    },
  };
};
