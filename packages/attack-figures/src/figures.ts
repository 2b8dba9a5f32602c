// What a test records for an attack class: the requests it sent and how many got through. Tests
// record them with record.ts (vitest, in the test's meta) or web/e2e/attack-figures.ts (Playwright,
// in an annotation); report.ts reads them back from the run's reports.
import { ATTACK_CLASSES, type AttackClassNumber } from './classes.ts';

export type AttackFigures = { class: AttackClassNumber; name: string; sent: number; through: number };

declare module 'vitest' {
  interface TaskMeta {
    attackFigures?: AttackFigures[];
  }
}

/** Figures of nothing yet for `attackClass`, named as the class list names it. */
export const noFigures = (attackClass: AttackClassNumber): AttackFigures => ({
  class: attackClass,
  name: ATTACK_CLASSES.find((each) => each.number === attackClass)!.name,
  sent: 0,
  through: 0,
});
