import { describe, expect, it } from 'vitest';
import { limitRowOf, limitRowUntouched, workflowPayload, type StoredLimit } from './approval-limits.ts';

const stored = (overrides: Partial<StoredLimit> = {}): StoredLimit => ({
  itemType: 'units',
  isSupervisor: false,
  isMaster: false,
  spendLimit: 2500,
  maxLimit: null,
  limitType: 'units',
  limitTermYears: 1,
  limitResetDate: null,
  amountSpent: 166,
  supervisors: [{ id: '7' }],
  ...overrides,
});

describe('a stored limit as the Limits tab shows it', () => {
  it('shows no limit as the No limit box, and the amounts as typed text', () => {
    expect(limitRowOf(stored())).toMatchObject({
      spendLimit: '2500',
      unlimitedSpend: false,
      maxLimit: '',
      unlimitedMax: true,
      limitResetYears: '1',
      limitReset: '',
      spentAmount: '166',
      supervisorIds: ['7'],
    });
  });

  it('reads back as untouched, so a seeded row without a reset date never blocks another edit', () => {
    const row = limitRowOf(stored());
    expect(limitRowUntouched(row, limitRowOf(stored()), 'cumulative')).toBe(true);
    expect(workflowPayload(row, 'order')).toMatchObject({ spend_limit: 2500, max_limit: -1, supervisors: [7] });
  });
});
