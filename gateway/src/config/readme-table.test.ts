// The operations guide's table of variables (docs/operations.md) is the schema's: a variable added,
// removed or re-documented in variables.ts without `npm run config:readme` fails here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VARIABLES } from './variables.ts';
import { BEGIN_MARKER, END_MARKER, variablesTable, withVariablesTable } from './readme-table.ts';

const guide = readFileSync(fileURLToPath(new URL('../../../docs/operations.md', import.meta.url)), 'utf8');

describe("the operations guide's table of variables", () => {
  it('is the one generated from the schema (run `npm run config:readme` after changing a variable)', () => {
    expect(guide).toContain(BEGIN_MARKER);
    expect(guide).toContain(END_MARKER);
    expect(withVariablesTable(guide)).toBe(guide);
  });

  it('has a row for every variable the gateway reads', () => {
    const table = variablesTable();
    for (const name of Object.keys(VARIABLES)) expect(table).toContain(`| \`${name}\` |`);
  });

  it('differs from a guide whose table lacks a variable', () => {
    const stale = guide.replace(/^\| `ERP_TIMEOUT_MS` \|.*\n/m, '');
    expect(stale).not.toBe(guide);
    expect(withVariablesTable(stale)).not.toBe(stale);
  });
});
