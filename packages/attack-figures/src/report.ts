// The attack suite's table: each class with the figures its tests recorded in a run's reports
// (scripts/vitest-report.ts writes them), rendered for `npm test`'s summary, `npm run attack:report`
// and the attack README, whose table this module also reads back.
import { ATTACK_CLASSES, type AttackClass } from './classes.ts';
import type { AttackFigures } from './figures.ts';

export { noFigures, type AttackFigures } from './figures.ts';

/** Figures as one test recorded them, with the test's outcome. */
export type TestFigures = AttackFigures & { test: string; passed: boolean };

export type ClassRow = {
  attackClass: AttackClass;
  /** Sums over the class's tests; null when none of them ran. */
  sent: number | null;
  through: number | null;
  failedTests: number;
};

export const classRows = (figures: readonly TestFigures[]): ClassRow[] =>
  ATTACK_CLASSES.map((attackClass) => {
    const own = figures.filter((each) => each.class === attackClass.number);
    const sum = (pick: (each: TestFigures) => number) =>
      own.length === 0 ? null : own.reduce((total, each) => total + pick(each), 0);
    return {
      attackClass,
      sent: sum((each) => each.sent),
      through: sum((each) => each.through),
      failedTests: own.filter((each) => !each.passed).length,
    };
  });

const HEADER = ['#', 'attack class', 'tests', 'sent', 'got through', 'counts as through', 'run of 2026-11-26'];

const testsCell = (tests: readonly string[]) => tests.map((test) => `\`${test}\``).join(', ');
const figure = (value: number | null) => (value === null ? 'not run' : String(value));

/** The table in Markdown, one row per class, in the class list's order. */
export const figuresTable = (rows: readonly ClassRow[]): string =>
  [
    `| ${HEADER.join(' | ')} |`,
    `|${HEADER.map(() => '---').join('|')}|`,
    ...rows
      .map(({ attackClass, sent, through, failedTests }) =>
        [
          attackClass.number,
          attackClass.name,
          testsCell(attackClass.tests),
          figure(sent),
          failedTests > 0
            ? `${figure(through)} (${failedTests} test${failedTests > 1 ? 's' : ''} FAILED)`
            : figure(through),
          attackClass.through,
          attackClass.inRun,
        ].join(' | '),
      )
      .map((cells) => `| ${cells} |`),
  ].join('\n');

export const TABLE_START = '<!-- attack figures: npm run attack:report -- --write -->';
export const TABLE_END = '<!-- end of attack figures -->';

const section = (readme: string) => {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`The README has no table between ${TABLE_START} and ${TABLE_END}.`);
  return {
    before: readme.slice(0, start + TABLE_START.length),
    table: readme.slice(start + TABLE_START.length, end),
    after: readme.slice(end),
  };
};

/** The README with its figures table replaced by `table`. */
export const withTable = (readme: string, table: string): string => {
  const { before, after } = section(readme);
  return `${before}\n${table}\n${after}`;
};

/** The README table's rows as cells (header and rule left out). */
export const readmeRows = (readme: string): string[][] =>
  section(readme)
    .table.trim()
    .split('\n')
    .slice(2)
    .map((line) =>
      line
        .replace(/^\|\s*|\s*\|$/g, '')
        .split(' | ')
        .map((cell) => cell.trim()),
    );

/** The cells of a class that do not depend on a run: number, name, tests, what counts, the run's outcome. */
export const fixedCells = (attackClass: AttackClass): string[] => [
  String(attackClass.number),
  attackClass.name,
  testsCell(attackClass.tests),
  attackClass.through,
  attackClass.inRun,
];

/** The same cells read from a README row. */
export const fixedCellsOfRow = (row: readonly string[]): string[] => [...row.slice(0, 3), ...row.slice(5)];

/** The annotation a journey (Playwright) records its figures under, as JSON. */
export const JOURNEY_ANNOTATION = 'attack figures';

type VitestReport = { files: { attackFigures?: TestFigures[] }[] };
type PlaywrightSuite = {
  specs?: { title: string; ok: boolean; tests: { annotations?: { type: string; description?: string }[] }[] }[];
  suites?: PlaywrightSuite[];
};

const journeyFigures = (suite: PlaywrightSuite): TestFigures[] => [
  ...(suite.specs ?? []).flatMap((spec) =>
    spec.tests.flatMap((test) =>
      (test.annotations ?? [])
        .filter((annotation) => annotation.type === JOURNEY_ANNOTATION && annotation.description)
        .map((annotation) => ({
          ...(JSON.parse(annotation.description!) as AttackFigures),
          test: spec.title,
          passed: spec.ok,
        })),
    ),
  ),
  ...(suite.suites ?? []).flatMap(journeyFigures),
];

/** The figures in a test run's report: scripts/vitest-report.ts's or Playwright's JSON. */
export const figuresOfReport = (report: VitestReport | { suites: PlaywrightSuite[] }): TestFigures[] =>
  'files' in report ? report.files.flatMap((file) => file.attackFigures ?? []) : report.suites.flatMap(journeyFigures);
