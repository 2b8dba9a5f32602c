// The attack README's table of classes against the class list (classes.ts): its fixed columns
// cannot drift; the figures are the last full run's (npm run attack:report -- --write).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ATTACK_CLASSES } from './classes.ts';
import { fixedCells, fixedCellsOfRow, readmeRows } from './report.ts';

const README = readFileSync(new URL('../../../gateway/src/security/attack/README.md', import.meta.url), 'utf8');
const ROOT = new URL('../../../', import.meta.url);

describe("the attack README's table of classes", () => {
  it('lists the 27 classes of the class list in its order, with their tests and what counts as through', () => {
    expect(ATTACK_CLASSES).toHaveLength(27);
    expect(ATTACK_CLASSES.map((each) => each.number)).toEqual(Array.from({ length: 27 }, (_, n) => n + 1));
    expect(readmeRows(README).map(fixedCellsOfRow)).toEqual(ATTACK_CLASSES.map(fixedCells));
  });

  it('names test files that exist', () => {
    const missing = ATTACK_CLASSES.flatMap((each) => each.tests).filter((path) => !existsSync(new URL(path, ROOT)));
    expect(missing).toEqual([]);
  });

  it('shows figures for every class: the last full run wrote them', () => {
    expect(
      readmeRows(README)
        .filter((row) => row.includes('not run'))
        .map((row) => row[0]),
    ).toEqual([]);
  });
});
