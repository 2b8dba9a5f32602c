// Runs one step of `npm test` with its output in test-results/<step>.log.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { RESULTS, type Step } from './test-steps.ts';

export type StepResult = { ok: boolean; ms: number; log: string };

const ROOT = new URL('../', import.meta.url).pathname;

export const runStep = (step: Step, env: NodeJS.ProcessEnv): Promise<StepResult> => {
  const log = `${RESULTS}${step.name}.log`;
  const out = createWriteStream(log);
  const started = Date.now();
  const [command = 'true', ...args] = step.command;
  out.write(`== ${step.name}: ${step.command.join(' ')}${step.cwd ? ` (in ${step.cwd})` : ''}\n`);
  return new Promise((resolve) => {
    // Its own process group, so an interrupted run stops the step's children too.
    const child = spawn(command, args, {
      cwd: `${ROOT}${step.cwd ?? ''}`,
      env: { ...env, ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.add(child.pid ?? 0);
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code, signal) => {
      children.delete(child.pid ?? 0);
      const ms = Date.now() - started;
      out.end(code === 0 ? '' : `\n${step.name} exited with ${code ?? signal}\n`, () =>
        resolve({ ok: code === 0, ms, log }),
      );
    });
  });
};

const children = new Set<number>();
const stopChildren = (signal: NodeJS.Signals, code: number) => () => {
  for (const pid of children) {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  }
  process.exit(code);
};
process.once('SIGINT', stopChildren('SIGINT', 130));
process.once('SIGTERM', stopChildren('SIGTERM', 143));
