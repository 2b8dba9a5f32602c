// The recorder of the attack suite: a test counts the requests it sends for an attack class and
// records how many got through; the figures travel in the test's meta to the run's report
// (scripts/vitest-report.ts), from which `npm test` and `npm run attack:report` print the table.
import { onTestFinished } from 'vitest';
import type { AttackClassNumber } from './classes.ts';
import { noFigures } from './figures.ts';

/** Figures of `attackClass` for the running test (call it inside a test). */
export const attackFigures = (attackClass: AttackClassNumber) => {
  const figures = noFigures(attackClass);
  onTestFinished(({ task }) => {
    task.meta.attackFigures = [...(task.meta.attackFigures ?? []), figures];
  });
  return {
    /** `send`, counting every call as one request sent. */
    counting:
      <A extends unknown[], R>(send: (...args: A) => R) =>
      (...args: A): R => {
        figures.sent += 1;
        return send(...args);
      },
    /** Makes one request (`request()`), counted as sent. */
    send: <R>(request: () => R): R => {
      figures.sent += 1;
      return request();
    },
    /** Adds the requests the test saw get through. */
    gotThrough: (count: number) => {
      figures.through += count;
    },
  };
};
