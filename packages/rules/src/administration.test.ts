import { describe, expect, it } from 'vitest';
import {
  INITIAL_PASSWORD_LENGTH,
  INITIAL_PASSWORD_PREFIX,
  NEW_USER_FLAGS,
  PERMISSION_FLAGS,
  checkDepartment,
  checkFlags,
  checkUserForm,
  flagEnabled,
  initialPassword,
  pageLinks,
  switchFlag,
} from './administration.ts';
import { checkLimitRow, switchRole, workflowPayload, type LimitRow } from './approval-limits.ts';

const row = (overrides: Partial<LimitRow> = {}): LimitRow => ({
  unitType: 'Tools',
  isSupervisor: false,
  isMaster: false,
  spendLimit: '100',
  unlimitedSpend: false,
  maxLimit: '',
  unlimitedMax: true,
  limitType: '',
  limitResetYears: '',
  limitReset: '',
  spentAmount: '',
  supervisorIds: [],
  ...overrides,
});

describe('permission flags', () => {
  it('groups every flag of §3 and the notifications once', () => {
    expect(PERMISSION_FLAGS).toHaveLength(26);
    expect(new Set(PERMISSION_FLAGS).size).toBe(26);
  });

  it('turns the submit-order sub-options off with can_submit_orders, and disables them', () => {
    const on = { ...NEW_USER_FLAGS, require_cc: true, can_submit_non_stock: true };
    const off = switchFlag(on, 'can_submit_orders', false);
    expect([off.require_cc, off.disable_cc, off.can_submit_non_stock]).toEqual([false, false, false]);
    expect(flagEnabled(off, 'require_cc')).toBe(false);
    expect(flagEnabled(off, 'order_history')).toBe(true);
  });

  it('keeps require_cc and disable_cc exclusive', () => {
    const required = switchFlag(NEW_USER_FLAGS, 'require_cc', true);
    expect(switchFlag(required, 'disable_cc', true)).toMatchObject({ require_cc: false, disable_cc: true });
    expect(checkFlags({ ...NEW_USER_FLAGS, require_cc: true, disable_cc: true }, 'a@b.example')).toEqual([
      { field: 'disable_cc', message: 'Require credit card and disable credit card cannot both be on.' },
    ]);
    expect(checkFlags({ ...NEW_USER_FLAGS, can_submit_orders: false, require_cc: true }, 'a@b.example')).toEqual([
      { field: 'require_cc', message: 'This option needs Can submit orders.' },
    ]);
  });

  it('refuses notifications for a user name that is not an e-mail', () => {
    expect(checkFlags({ ...NEW_USER_FLAGS, email_invoice: true }, 'jdoe')).toEqual([
      { field: 'email_tracking', message: 'Invalid email address jdoe - Do not enable notifications.' },
    ]);
  });
});

describe('limits', () => {
  it('master implies supervisor; removing supervisor removes master', () => {
    expect(switchRole(row(), 'isMaster', true)).toMatchObject({ isMaster: true, isSupervisor: true });
    expect(switchRole(row({ isMaster: true, isSupervisor: true }), 'isSupervisor', false)).toMatchObject({
      isMaster: false,
      isSupervisor: false,
    });
    expect(checkLimitRow(row({ isMaster: true }), 0, 'order', '2026-01-01')).toEqual([
      { field: 'limits.0.isMaster', message: 'A master approver must also be a supervisor.' },
    ]);
  });

  it('needs an amount of 0 or more in cents unless No limit', () => {
    expect(checkLimitRow(row({ spendLimit: '' }), 1, 'order', '2026-01-01')).toEqual([
      { field: 'limits.1.spendLimit', message: 'Enter an amount of 0 or more, or check No limit.' },
    ]);
    expect(checkLimitRow(row({ spendLimit: '1.005' }), 0, 'order', '2026-01-01')).toHaveLength(1);
    expect(checkLimitRow(row({ spendLimit: '', unlimitedSpend: true }), 0, 'order', '2026-01-01')).toEqual([]);
    expect(checkLimitRow(row({ limitResetYears: '1.5' }), 0, 'order', '2026-01-01')[0]?.message).toBe(
      'Enter a whole number of years, 0 or more.',
    );
  });

  it('needs a term and a future reset date on the cumulative basis', () => {
    const messages = checkLimitRow(row({ limitReset: '2025-12-31' }), 0, 'cumulative', '2026-01-01').map(
      (e) => e.message,
    );
    expect(messages).toEqual(['Tools Limit Term', 'Tools Limit Reset Date (must be future date)']);
    expect(
      checkLimitRow(row({ limitResetYears: '1', limitReset: '2026-06-01' }), 0, 'cumulative', '2026-01-01'),
    ).toEqual([]);
  });

  it('builds the payload: No limit is -1, empty becomes null, the term only for units', () => {
    expect(workflowPayload(row({ supervisorIds: ['2'] }), 'order')).toEqual({
      unit_type: 'Tools',
      is_supervisor: false,
      is_master: false,
      spend_limit: 100,
      max_limit: -1,
      limit_type: null,
      limit_reset_years: null,
      limit_reset: null,
      spent_amount: 0,
      supervisors: [2],
    });
    const units = workflowPayload(row({ limitType: 'units', limitResetYears: '2', limitReset: '2027-01-01' }), 'order');
    expect(units).toMatchObject({ limit_type: 'units', limit_reset_years: 2, limit_reset: '2027-01-01' });
    expect(workflowPayload(row({ limitResetYears: '2', limitReset: '2027-01-01' }), 'order')).toMatchObject({
      limit_reset_years: null,
      limit_reset: null,
    });
  });
});

describe('the user form', () => {
  const form = {
    name: 'Ann',
    username: 'ann@acme.example',
    phone: '',
    phoneExtension: '',
    password: 'secret1',
    forcePasswordReset: false,
  };

  it('needs a name, a valid e-mail and a new user’s password', () => {
    expect(checkUserForm(form, true)).toEqual([]);
    expect(checkUserForm({ ...form, name: ' ', username: 'ann' }, false).map((e) => e.field)).toEqual([
      'name',
      'username',
    ]);
    expect(checkUserForm({ ...form, password: 'SECRET1' }, true)[0]?.field).toBe('password');
    expect(checkUserForm({ ...form, password: '', forcePasswordReset: true }, true)).toEqual([]);
    expect(checkUserForm({ ...form, password: '' }, false)).toEqual([]);
  });

  it('makes a random 16-character initial password with the fixed prefix that passes the reset rule', () => {
    const password = initialPassword((n) => Uint8Array.from({ length: n }, (_, i) => i * 37));
    expect(password).toHaveLength(INITIAL_PASSWORD_LENGTH);
    expect(password.startsWith(INITIAL_PASSWORD_PREFIX)).toBe(true);
    expect(checkUserForm({ ...form, password }, true)).toEqual([]);
  });
});

describe('page links', () => {
  it('shows at most 5 links around the current page', () => {
    expect(pageLinks(1, 1)).toEqual([]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 32)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(10, 32)).toEqual([8, 9, 10, 11, 12]);
    expect(pageLinks(32, 32)).toEqual([28, 29, 30, 31, 32]);
  });
});

describe('departments', () => {
  it('needs a code of at most 20, a description of at most 60 and, by department, a spend limit', () => {
    const form = { key: 'MAINT', description: 'Maintenance', spendLimit: '', noSpendLimit: false };
    expect(checkDepartment(form, false)).toEqual([]);
    expect(checkDepartment(form, true)).toEqual([
      { field: 'spendLimit', message: 'Enter an amount of 0 or more, or check No limit.' },
    ]);
    expect(checkDepartment({ ...form, noSpendLimit: true }, true)).toEqual([]);
    expect(checkDepartment({ ...form, key: 'x'.repeat(21), description: '' }, false)).toEqual([
      { field: 'key', message: 'Code may be at most 20 characters.' },
      { field: 'description', message: 'Description is required.' },
    ]);
    expect(checkDepartment({ ...form, description: 'x'.repeat(61) }, false)[0]?.field).toBe('description');
  });
});
