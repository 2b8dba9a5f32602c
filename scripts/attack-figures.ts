// The attack suite's figures of the last run: what the test reports under test-results/ recorded
// (gateway and web by scripts/vitest-report.ts, the journeys by Playwright), one row per class.
import { existsSync, readFileSync } from 'node:fs';
import { classRows, figuresOfReport, type ClassRow } from '@mro/gateway/attack-figures/report';
import { RESULTS } from './test-steps.ts';

/** The reports that can hold attack figures: the steps of `npm test` that run the attack tests. */
const REPORTS = ['gateway', 'web', 'journeys'].map((step) => `${RESULTS}${step}.json`);

/** Every class with its figures; null when no report holds any figures. */
export const lastRunRows = (): ClassRow[] | null => {
  const figures = REPORTS.filter((path) => existsSync(path)).flatMap((path) => {
    try {
      return figuresOfReport(JSON.parse(readFileSync(path, 'utf8')) as Parameters<typeof figuresOfReport>[0]);
    } catch {
      return []; // a run stopped before its report was written whole
    }
  });
  return figures.length === 0 ? null : classRows(figures);
};
