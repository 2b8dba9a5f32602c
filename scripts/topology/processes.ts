// The topology's processes: each started as a child that is killed when this script exits, also on
// a failure or Ctrl-C (a registry of every child still running; `killAll` on every way out). Each
// child leads a process group of its own, killed whole: nginx's workers outlive a killed master.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';

export type Child = { name: string; process: ChildProcess; output: () => string };

const running = new Set<ChildProcess>();

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });

/** Starts `command` (its output also to `logFile`) and waits until its output matches `ready` (no `ready`: until it runs). */
export const startChild = (
  name: string,
  command: string,
  args: string[],
  {
    env = {},
    ready,
    logFile,
    timeoutMs = 180_000,
  }: { env?: Record<string, string>; ready?: RegExp; logFile: string; timeoutMs?: number },
): Promise<Child> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    child.once('exit', () => running.delete(child));
    const log = createWriteStream(logFile, { flags: 'a' });
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start in time:\n${output.slice(-2_000)}`)),
      timeoutMs,
    );
    const started = () => {
      clearTimeout(timer);
      resolve({ name, process: child, output: () => output });
    };
    const onData = (chunk: Buffer) => {
      log.write(chunk);
      if (output.length < 100_000) output += chunk.toString();
      if (ready?.test(output)) started();
    };
    if (!ready) child.once('spawn', started);
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code ?? signal}) before it was ready:\n${output.slice(-2_000)}`));
    });
  });

export const exited = (child: Child): Promise<void> =>
  child.process.exitCode !== null || child.process.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.process.once('exit', () => resolve()));

/** Sends `signal` and waits for the exit (SIGKILL after `graceMs`). */
export const stopChild = async (child: Child, signal: NodeJS.Signals = 'SIGTERM', graceMs = 35_000): Promise<void> => {
  const done = exited(child);
  child.process.kill(signal);
  const timer = setTimeout(() => child.process.kill('SIGKILL'), graceMs);
  await done;
  clearTimeout(timer);
};

/** Kills every child still running with its process group (synchronously: also from an 'exit' handler). */
export const killAll = (): void => {
  for (const child of running) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
};

process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });
