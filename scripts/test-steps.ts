// The steps of `npm test`, in the order they start when their needs are met and a lane is free.
// Quick checks first so a mistake fails in the first minutes; the browser journeys last, alone.

/** Where each step's log and test report are written (gitignored). */
export const RESULTS = new URL('../test-results/', import.meta.url).pathname;

export type Step = {
  name: string;
  /** What it runs. */
  command: string[];
  /** The working directory, relative to the repository root. */
  cwd?: string;
  /** Steps that must pass first. */
  needs: string[];
  /** Lanes (cores) it occupies; the browser journeys run two workers. */
  lanes?: number;
  /** Its test report (vitest or Playwright JSON), for the slowest-files table. */
  report?: string;
  env?: Record<string, string>;
};

const REPORTER = new URL('./vitest-report.ts', import.meta.url).pathname;

/** A vitest run of one workspace that writes its files' times and tests for the summary. */
const vitest = (name: string, cwd: string): Step => ({
  name,
  cwd,
  command: ['npx', 'vitest', 'run', '--reporter=default', `--reporter=${REPORTER}`],
  needs: ['codegen'],
  report: `${RESULTS}${name}.json`,
  env: { VITEST_REPORT_FILE: `${RESULTS}${name}.json` },
});

export const STEPS: Step[] = [
  { name: 'format', command: ['npm', 'run', '--silent', 'format:check'], needs: [] },
  { name: 'codegen', command: ['npm', 'run', '--silent', 'codegen'], needs: [] },
  // The longest unit run starts first, on its own lane; the short steps fill the other.
  vitest('web', 'web'),
  // Imports through generated files are real imports: the rules run after codegen.
  { name: 'dependencies', command: ['npm', 'run', '--silent', 'lint:deps'], needs: ['codegen'] },
  { name: 'build', command: ['npm', 'run', '--silent', 'build', '-w', 'web'], needs: ['codegen'] },
  // Type-aware rules need the generated types, or every import of them reads as `any`.
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'], needs: ['codegen'] },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'], needs: ['codegen'] },
  vitest('rules', 'packages/rules'),
  vitest('trusted-operations', 'packages/trusted-operations'),
  vitest('attack-figures', 'packages/attack-figures'),
  vitest('sandbox', 'erp-sandbox'),
  vitest('gateway', 'gateway'),
  {
    name: 'journeys',
    cwd: 'web',
    command: ['npm', 'run', '--silent', 'test:e2e'],
    needs: ['build'],
    lanes: 2,
    report: `${RESULTS}journeys.json`,
    env: { JOURNEYS_REPORT: `${RESULTS}journeys.json` },
  },
];
