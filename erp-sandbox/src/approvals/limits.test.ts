import { describe, expect, it } from 'vitest';
import { OVER_MAXIMUM, decideLimit, spentInTerm, type WorkflowRow, type WorkflowSettings } from './limits.ts';

const settings = (over: Partial<WorkflowSettings> = {}): WorkflowSettings => ({
  workflow_approval: true,
  workflow_limit_basis: 'order',
  workflow_currency: 'dollars',
  workflow_dept_limit: false,
  workflow_group: 'user',
  workflow_method: 'sequential',
  workflow_unit_type: 'all',
  order_limit: -1,
  departments: [],
  master_approvers: [9],
  ...over,
});
const row = (user_id: number, over: Partial<WorkflowRow> = {}): WorkflowRow => ({
  user_id,
  unit_type: 'all',
  spend_limit: -1,
  max_limit: -1,
  spent_amount: 0,
  limit_reset: null,
  limit_reset_years: 1,
  is_supervisor: false,
  is_master: false,
  supervisors: [],
  ...over,
});
const TODAY = '2026-06-01';

describe('decideLimit', () => {
  const rows: Record<number, WorkflowRow[]> = {
    1: [
      row(1, { spend_limit: 100, supervisors: [2] }),
      row(1, { unit_type: 'PPE', spend_limit: 50, supervisors: [4] }),
    ],
    2: [row(2, { spend_limit: 500, supervisors: [3], is_supervisor: true })],
    3: [row(3, { spend_limit: -1, is_supervisor: true })],
    4: [row(4, { spend_limit: -1 })],
  };
  const of = (id: number) => rows[id] ?? [];

  it('needs no approval within the limit, and none at all when workflow approval is off', () => {
    expect(decideLimit(settings(), of, 1, [{ unit_type: 'all', amount: 100 }], null, TODAY).approval_required).toBe(
      false,
    );
    expect(
      decideLimit(settings({ workflow_approval: false }), of, 1, [{ unit_type: 'all', amount: 1e6 }], null, TODAY),
    ).toMatchObject({ approval_required: false, steps: [] });
  });

  it("sends an order over the spend limit to the buyer's supervisors, with a second step when they are over theirs", () => {
    expect(decideLimit(settings(), of, 1, [{ unit_type: 'all', amount: 100.01 }], null, TODAY)).toMatchObject({
      approval_required: true,
      steps: [{ step: 1, approvers: [2] }],
    });
    expect(decideLimit(settings(), of, 1, [{ unit_type: 'all', amount: 900 }], null, TODAY).steps).toEqual([
      { step: 1, approvers: [2] },
      { step: 2, approvers: [3] },
    ]);
  });

  it('uses the row of the item type before the general row', () => {
    expect(decideLimit(settings(), of, 1, [{ unit_type: 'PPE', amount: 60 }], null, TODAY).steps).toEqual([
      { step: 1, approvers: [4] },
    ]);
  });

  it('refuses over the maximum with the spec message', () => {
    const capped = (id: number) =>
      id === 1 ? [row(1, { spend_limit: 100, max_limit: 1000, supervisors: [2] })] : of(id);
    const decision = decideLimit(settings(), capped, 1, [{ unit_type: 'all', amount: 1000.5 }], null, TODAY);
    expect(decision).toMatchObject({ over_maximum: true, approval_required: false, steps: [] });
    expect(decision.reasons[0]).toBe(OVER_MAXIMUM);
  });

  it('adds the spent amount on a cumulative basis until the term resets', () => {
    const spent = (id: number) =>
      id === 1 ? [row(1, { spend_limit: 100, spent_amount: 90, limit_reset: '2026-01-01', supervisors: [2] })] : of(id);
    expect(
      decideLimit(
        settings({ workflow_limit_basis: 'cumulative' }),
        spent,
        1,
        [{ unit_type: 'all', amount: 20 }],
        null,
        TODAY,
      ).approval_required,
    ).toBe(true);
    expect(decideLimit(settings(), spent, 1, [{ unit_type: 'all', amount: 20 }], null, TODAY).approval_required).toBe(
      false,
    );
    expect(spentInTerm(row(1, { spent_amount: 90, limit_reset: '2025-01-01' }), TODAY)).toBe(0);
  });

  it('applies department limits with the master approvers when the department names none', () => {
    const dept = settings({
      workflow_dept_limit: true,
      departments: [{ department_key: 'SAFETY', description: 'Safety', spend_limit: 10, approvers: [] }],
    });
    expect(decideLimit(dept, of, 4, [{ unit_type: 'all', amount: 11 }], 'SAFETY', TODAY).steps).toEqual([
      { step: 1, approvers: [9] },
    ]);
    expect(decideLimit(dept, of, 4, [{ unit_type: 'all', amount: 11 }], 'MAINT', TODAY).approval_required).toBe(false);
  });

  it("sends an order over the company's order limit to the master approvers, whatever the buyer's own limits", () => {
    const capped = settings({ order_limit: 1000 });
    expect(decideLimit(capped, of, 4, [{ unit_type: 'all', amount: 1000.01 }], null, TODAY)).toMatchObject({
      approval_required: true,
      steps: [{ step: 1, approvers: [9] }],
    });
    expect(decideLimit(capped, of, 4, [{ unit_type: 'all', amount: 1000 }], null, TODAY).approval_required).toBe(false);
    // Over the buyer's spend limit too: the supervisor and the master approvers both hear of it.
    expect(decideLimit(capped, of, 1, [{ unit_type: 'all', amount: 1200 }], null, TODAY).steps[0]).toEqual({
      step: 1,
      approvers: [2, 9],
    });
    expect(
      decideLimit(
        settings({ order_limit: 1000, workflow_approval: false }),
        of,
        4,
        [{ unit_type: 'all', amount: 5e4 }],
        null,
        TODAY,
      ).approval_required,
    ).toBe(false);
  });
});
