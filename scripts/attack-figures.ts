// The attack suite's figures of the last run: what the test reports under test-results/ recorded
// (gateway and web by scripts/vitest-report.ts, the journeys by Playwright), one row per class,
// also kept as test-results/attack-figures.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { classRows, figuresOfReport, type ClassRow } from '@mro/attack-figures/report';
import { RESULTS } from './test-steps.ts';

/** The reports that can hold attack figures: the steps of `npm test` that run the attack tests. */
const REPORTS = ['gateway', 'web', 'journeys'].map((step) => `${RESULTS}${step}.json`);

/** Every class with its figures, written to test-results/attack-figures.json; null when no report holds any. */
export const lastRunRows = (): ClassRow[] | null => {
  const figures = REPORTS.filter((path) => existsSync(path)).flatMap((path) => {
    try {
      return figuresOfReport(JSON.parse(readFileSync(path, 'utf8')) as Parameters<typeof figuresOfReport>[0]);
    } catch {
      return []; // a run stopped before its report was written whole
    }
  });
  if (figures.length === 0) return null;
  const rows = classRows(figures);
  const json = rows.map(({ attackClass, sent, through, failedTests }) => ({
    class: attackClass.number,
    name: attackClass.name,
    tests: attackClass.tests,
    sent,
    through,
    failedTests,
  }));
  writeFileSync(`${RESULTS}attack-figures.json`, JSON.stringify(json, null, 1));
  return rows;
};
