import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';
import { PERSONAS } from '../data/personas.ts';

type Workflow = {
  user_id: number;
  workflow_currency: string;
  rows: { unit_type: string; spend_limit: number; spent_amount: number; limit_reset: string | null }[];
};

// GET /user-approval-workflow/{id} for the user themself: the FRC manager's allowances (§2.4, §7.1).
describe('a user’s own approval workflow', () => {
  it('reads the allowance persona’s seeded rows, one per item type, every case of the FRC table', async ({
    t,
    allowance,
  }) => {
    const answer = await t.call('GET', `/user-approval-workflow/${PERSONAS.allowance.id}`, { token: allowance });
    expect(answer.status).toBe(200);
    const workflow = answer.body as Workflow;
    expect(workflow.user_id).toBe(PERSONAS.allowance.id);
    expect(workflow.workflow_currency).toBe('units');
    const byType = new Map(workflow.rows.map((row) => [row.unit_type, row]));
    expect([...byType.keys()]).toEqual(['Consumables', 'PPE', 'Tooling', 'Tools']);
    expect(byType.get('Consumables')).toMatchObject({ spend_limit: 500, spent_amount: 180 });
    expect(byType.get('PPE')).toMatchObject({ spend_limit: -1, limit_reset: null });
    expect(byType.get('Tooling')).toMatchObject({ spend_limit: 120, spent_amount: 120 });
    expect(byType.get('Tools')).toMatchObject({ spend_limit: 60, spent_amount: 75 });
    const today = new Date().toISOString().slice(0, 10);
    expect(byType.get('Consumables')!.limit_reset! > today).toBe(true);
  });

  it('lets a buyer read their own rows but refuses another user’s, and a guest', async ({ t, units, buyer }) => {
    const own = await t.call('GET', `/user-approval-workflow/${PERSONAS.units.id}`, { token: units });
    expect(own.status).toBe(200);
    expect((own.body as Workflow).rows.length).toBeGreaterThan(0);
    // Uma keeps no limit of her own: every row reads unlimited, as before the allowance persona.
    expect((own.body as Workflow).rows.every((row) => row.spend_limit === -1)).toBe(true);
    expect((await t.call('GET', `/user-approval-workflow/${PERSONAS.allowance.id}`, { token: units })).status).toBe(
      403,
    );
    expect((await t.call('GET', `/user-approval-workflow/${PERSONAS.units.id}`, { token: buyer })).status).toBe(403);
    expect((await t.call('GET', `/user-approval-workflow/${PERSONAS.units.id}`)).status).toBe(401);
  });

  it('lets the company’s administrator read the allowance persona, not another company’s', async ({
    t,
    unitsAdmin,
    admin,
  }) => {
    const path = `/user-approval-workflow/${PERSONAS.allowance.id}` as const;
    expect((await t.call('GET', path, { token: unitsAdmin })).status).toBe(200);
    expect((await t.call('GET', path, { token: admin })).status).toBe(404);
  });
});
