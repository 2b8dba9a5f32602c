import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';
import { PERSONAS } from '../data/personas.ts';

type Row = {
  unit_type: string;
  spend_limit: number;
  max_limit: number;
  spent_amount: number;
  limit_reset: string | null;
  limit_reset_years: number;
  is_supervisor: boolean;
  is_master: boolean;
  supervisors: { id: number }[];
};

/** The row as an administrator's payload sends it back. */
const payloadOf = (row: Row) => ({ ...row, supervisors: row.supervisors.map((s) => s.id) });

// Northwind limits cumulatively (account-admin-calls §5): each item type needs a term and a future
// reset date, but the seeded rows have none, and a saved date goes stale after its term.
describe('a units company’s user edited by its administrator', () => {
  it('saves a phone change with every limit row sent back untouched, stale or not', async ({ t, unitsAdmin }) => {
    const uma = PERSONAS.units.id;
    const { rows } = (await t.call('GET', `/user-approval-workflow/${uma}`, { token: unitsAdmin })).body as {
      rows: Row[];
    };
    expect(rows.some((row) => !row.limit_reset)).toBe(true);
    const saved = await t.call('PUT', `/user/${uma}`, {
      token: unitsAdmin,
      body: { phone: '555-0199', approval_workflow: rows.map(payloadOf) },
    });
    expect(saved.status).toBe(200);
    expect((saved.body as { phone: string }).phone).toBe('555-0199');
  });

  it('still wants a term and a future reset date on a row the administrator changed', async ({ t, unitsAdmin }) => {
    const uma = PERSONAS.units.id;
    const { rows } = (await t.call('GET', `/user-approval-workflow/${uma}`, { token: unitsAdmin })).body as {
      rows: Row[];
    };
    const changed = rows.map((row, i) =>
      i === 0 ? { ...payloadOf(row), spend_limit: 40, limit_reset: '2020-01-31' } : payloadOf(row),
    );
    const refused = await t.call('PUT', `/user/${uma}`, { token: unitsAdmin, body: { approval_workflow: changed } });
    expect(refused.status).toBe(400);
    expect((refused.body as unknown as { message: string }).message).toBe(
      `${rows[0]!.unit_type} Limit Reset Date (must be future date)`,
    );
  });

  it('shows the administrator’s phone after the user had changed their own', async ({ t, units, unitsAdmin }) => {
    const uma = PERSONAS.units.id;
    expect((await t.call('PUT', `/user/${uma}`, { token: units, body: { phone: '555-0140' } })).status).toBe(200);
    const saved = await t.call('PUT', `/user/${uma}`, { token: unitsAdmin, body: { phone: '555-0141' } });
    expect((saved.body as { phone: string }).phone).toBe('555-0141');
    const read = await t.call('GET', `/user/${uma}`, { token: units });
    expect((read.body as { phone: string }).phone).toBe('555-0141');
  });
});

// Cyberdyne works in units with approval off (account-admin-calls §4: settings nulled).
describe('a units company with workflow approval off', () => {
  it('nulls a user’s workflow settings when the administrator saves approval_workflow null', async ({ t }) => {
    const admin = await t.login(PERSONAS.cyberdyneAdmin.username);
    const buyer = PERSONAS.cyberdyneBuyer.id;
    const read = async () =>
      (await t.call('GET', `/user-approval-workflow/${buyer}`, { token: admin })).body as {
        workflow_approval: boolean;
        workflow_currency: string;
        rows: Row[];
      };
    const before = await read();
    expect(before).toMatchObject({ workflow_approval: false, workflow_currency: 'units' });
    expect(before.rows.length).toBeGreaterThan(0);
    expect(before.rows.every((row) => row.spend_limit === 400)).toBe(true);
    const saved = await t.call('PUT', `/user/${buyer}`, { token: admin, body: { approval_workflow: null } });
    expect(saved.status).toBe(200);
    expect((saved.body as { is_supervisor: boolean }).is_supervisor).toBe(false);
    // No limit and no supervisor left on any item type (the view lists every item type).
    const after = (await read()).rows;
    expect(after.every((row) => row.spend_limit === -1 && row.supervisors.length === 0 && !row.is_supervisor)).toBe(
      true,
    );
  });
});
