// The slowest files of a test run, from its report: scripts/vitest-report.ts's, or Playwright's JSON
// (`suites` per file, each test's results with their durations).
import { readFileSync } from 'node:fs';
import type { FileTiming } from './vitest-report.ts';

export type SlowFile = { file: string; ms: number; tests: number };

type PlaywrightSuite = {
  file: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};
type Report = { files: FileTiming[] } | { suites: PlaywrightSuite[] };

/** Per file: vitest's wall time of the file; Playwright's sum of its tests' durations. */
export const slowestFiles = (reportPath: string, count: number): SlowFile[] => {
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
  const files =
    'files' in report
      ? report.files.map(({ file, ms, tests }) => ({ file, ms, tests: tests.length }))
      : report.suites.map((suite) => {
          const results = specsOf(suite).flatMap((spec) => spec.tests.flatMap((test) => test.results));
          return { file: suite.file, ms: results.reduce((sum, r) => sum + r.duration, 0), tests: results.length };
        });
  return files.sort((a, b) => b.ms - a.ms).slice(0, count);
};

const specsOf = (suite: PlaywrightSuite): NonNullable<PlaywrightSuite['specs']> => [
  ...(suite.specs ?? []),
  ...(suite.suites ?? []).flatMap(specsOf),
];
