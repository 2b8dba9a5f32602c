// `npm test`: every check CI runs, as steps on two lanes (the machine has two cores), each step's
// output kept in test-results/<step>.log and printed when it ends, then a table of the steps and
// their wall times, the slowest ten files of each test run and the attack suite's figures per class.
// The first failure stops new steps.
//
//   npm test                      everything
//   npm test -- --only=gateway    one step and the steps it needs (comma-separated names)
//   npm test -- --list            the steps and what each needs
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { RESULTS, STEPS, type Step } from './test-steps.ts';
import { ensureRedis } from './test-redis.ts';
import { runStep, type StepResult } from './test-run-step.ts';
import { slowestFiles, type SlowFile } from './test-reports.ts';
import { figuresTable } from '@mro/attack-figures/report';
import { lastRunRows } from './attack-figures.ts';

const say = (text: string) => process.stdout.write(`${text}\n`);

/** CI's budget for `bash .ci/run` (install included): docs/testing.md's figure, watched in every summary. */
const BUDGET_MINUTES = 20;

const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

if (args.includes('--list')) {
  for (const step of STEPS) say(`${step.name.padEnd(16)} needs ${step.needs.join(', ') || '-'}`);
  process.exit(0);
}

/** The steps named by --only and everything they need; all steps without it. */
const selected = (names: string | undefined): Step[] => {
  if (!names) return STEPS;
  const wanted = new Set<string>();
  const add = (name: string) => {
    const step = STEPS.find((each) => each.name === name);
    if (!step) throw new Error(`No step named ${name}; npm test -- --list shows them.`);
    wanted.add(name);
    step.needs.forEach(add);
  };
  names.split(',').forEach(add);
  return STEPS.filter((step) => wanted.has(step.name));
};

const steps = selected(only);
// Two lanes on the CI machine; a step that uses both cores (the browser journeys) takes both.
const lanes = Math.max(1, Number(process.env.TEST_LANES) || Math.min(2, availableParallelism()));
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const started = Date.now();
const redis = await ensureRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', RESULTS);
const env = { ...process.env, REDIS_URL: redis.url, FORCE_COLOR: '0', NO_COLOR: '1' };

const results = new Map<string, StepResult>();
const running = new Map<string, Promise<void>>();
let failed = false;

const ready = (step: Step) => step.needs.every((name) => results.get(name)?.ok || !steps.some((s) => s.name === name));
const busyLanes = () => [...running.keys()].reduce((sum, name) => sum + lanesOf(name), 0);
const lanesOf = (name: string) => Math.min(lanes, STEPS.find((step) => step.name === name)?.lanes ?? 1);

try {
  while (results.size < steps.length && !(failed && running.size === 0)) {
    if (!failed) {
      for (const step of steps) {
        if (results.has(step.name) || running.has(step.name) || !ready(step)) continue;
        if (busyLanes() + lanesOf(step.name) > lanes) continue;
        say(`▶ ${step.name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
        running.set(
          step.name,
          runStep(step, env).then((result) => {
            running.delete(step.name);
            results.set(step.name, result);
            say(`\n${readFileSync(result.log, 'utf8').trimEnd()}`);
            say(`${result.ok ? '✓' : '✗'} ${step.name}: ${seconds(result.ms)}`);
            if (!result.ok) failed = true;
          }),
        );
      }
    }
    if (running.size === 0) break;
    await Promise.race(running.values());
  }
} finally {
  redis.stop();
}

printSummary();
process.exit(failed || results.size < steps.length ? 1 : 0);

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function printSummary(): void {
  const total = Date.now() - started;
  say('\n== timings (wall clock; two steps may run at once)\n');
  say(`| step | result | time |\n|---|---|---|`);
  for (const step of steps) {
    const result = results.get(step.name);
    const outcome = !result ? 'not run' : result.ok ? 'passed' : 'FAILED';
    say(`| ${step.name} | ${outcome} | ${result ? seconds(result.ms) : '-'} |`);
  }
  say(`| **total** | ${failed ? 'FAILED' : 'passed'} | ${seconds(total)} |`);
  const share = Math.round((total / (BUDGET_MINUTES * 60_000)) * 100);
  say(
    `\n${share}% of the ${BUDGET_MINUTES}-minute budget of CI (which also installs the packages)${share > 90 ? ': close to or over it, look at the slowest files below' : ''}.`,
  );
  for (const step of steps) {
    if (!step.report) continue;
    let slow: SlowFile[];
    try {
      slow = slowestFiles(step.report, 10);
    } catch {
      continue; // the run did not get far enough to write its report
    }
    if (slow.length === 0) continue;
    say(`\nslowest files of ${step.name} (wall time, tests, file):`);
    for (const file of slow) say(`  ${seconds(file.ms).padStart(8)}  ${String(file.tests).padStart(5)}  ${file.file}`);
  }
  const attack = lastRunRows();
  if (attack) say(`\nattack suite, per class (requests its tests sent, what got through):\n\n${figuresTable(attack)}`);
  const failures = steps.filter((step) => results.get(step.name)?.ok === false);
  if (failures.length > 0) say(`\nfailed: ${failures.map((step) => step.name).join(', ')} (logs in test-results/)`);
}
