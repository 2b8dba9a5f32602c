// The attack suite's recorder for journeys (packages/attack-figures/src/record.ts is the
// vitest one): a journey counts the pages it loads for an attack class and records what got through,
// in an annotation of the test that Playwright's JSON report keeps for `npm test`'s table.
import { test } from '@playwright/test';
import { JOURNEY_ANNOTATION, noFigures, type AttackFigures } from '@mro/attack-figures/report';

/** Figures of `attackClass` for the running journey (call it inside a test). */
export const journeyAttackFigures = (attackClass: AttackFigures['class']) => {
  const figures = noFigures(attackClass);
  const annotation = { type: JOURNEY_ANNOTATION, description: JSON.stringify(figures) };
  test.info().annotations.push(annotation);
  const update = () => {
    annotation.description = JSON.stringify(figures);
  };
  return {
    /** Makes one request (`request()`), counted as sent. */
    send: <R>(request: () => R): R => {
      figures.sent += 1;
      update();
      return request();
    },
    /** Adds the requests the journey saw get through. */
    gotThrough: (count: number) => {
      figures.through += count;
      update();
    },
  };
};
