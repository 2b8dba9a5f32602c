// The README's table of variables is the schema's: a variable added, removed or re-documented in
// variables.ts without `npm run config:readme` fails here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VARIABLES } from './variables.ts';
import { BEGIN_MARKER, END_MARKER, variablesTable, withVariablesTable } from './readme-table.ts';

const readme = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');

describe("the README's table of variables", () => {
  it('is the one generated from the schema (run `npm run config:readme` after changing a variable)', () => {
    expect(readme).toContain(BEGIN_MARKER);
    expect(readme).toContain(END_MARKER);
    expect(withVariablesTable(readme)).toBe(readme);
  });

  it('has a row for every variable the gateway reads', () => {
    const table = variablesTable();
    for (const name of Object.keys(VARIABLES)) expect(table).toContain(`| \`${name}\` |`);
  });

  it('differs from a README whose table lacks a variable', () => {
    const stale = readme.replace(/^\| `ERP_TIMEOUT_MS` \|.*\n/m, '');
    expect(stale).not.toBe(readme);
    expect(withVariablesTable(stale)).not.toBe(stale);
  });
});
