// A vitest reporter for `npm test`'s summary: per test file, its wall time as the default reporter
// counts it (environment, set-up, import and tests; vitest's JSON report leaves out all but the tests)
// its tests' full names, and the attack figures its tests recorded (@mro/attack-figures),
// written as JSON to $VITEST_REPORT_FILE.
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import type { TestFigures } from '@mro/attack-figures/report';

export type FileTiming = { file: string; ms: number; tests: string[]; failed: number; attackFigures?: TestFigures[] };

export default class TimingsReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]): void {
    const target = process.env.VITEST_REPORT_FILE;
    if (!target) return;
    const files: FileTiming[] = modules.map((module) => {
      const d = module.diagnostic();
      const tests = [...module.children.allTests()];
      return {
        file: module.relativeModuleId,
        ms: Math.round(
          d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
        ),
        tests: tests.map((test) => test.fullName),
        failed: tests.filter((test) => test.result().state === 'failed').length,
        attackFigures: tests.flatMap((test) =>
          (test.meta().attackFigures ?? []).map((figures) => ({
            ...figures,
            test: test.fullName,
            passed: test.result().state === 'passed',
          })),
        ),
      };
    });
    writeFileSync(target, JSON.stringify({ files }, null, 1));
  }
}
