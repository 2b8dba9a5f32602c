import { describe, expect, it } from 'vitest';
import { NEW_USER_FLAGS, departmentFormErrors, userFormErrors } from './administration.ts';
import { listDetailsFormErrors, tagFormErrors } from './lists.ts';
import { spendPeriodFormErrors } from './spend.ts';
import { applicationNoteFormErrors, applicationReviewFormErrors } from './tools.ts';
import { userDialogFormErrors } from './user-dialog.ts';

// The spec's messages, copied, so a changed wording fails here.
const user = {
  name: 'Uma',
  username: 'uma@acme.example',
  phone: '',
  phoneExtension: '',
  password: '',
  forcePasswordReset: true,
};
const row = {
  unitType: 'Tools',
  isSupervisor: false,
  isMaster: false,
  spendLimit: '',
  unlimitedSpend: true,
  maxLimit: '',
  unlimitedMax: true,
  limitType: '',
  limitResetYears: '1',
  limitReset: '2025-01-31',
  spentAmount: '0',
  supervisorIds: [],
};
const context = {
  isNew: false,
  withLimits: true,
  basis: 'cumulative' as const,
  today: '2026-11-28',
  storedLimits: [row],
  access: [],
};

describe('administration form validators', () => {
  it('the user’s General fields', () => {
    expect(userFormErrors(user, true)).toEqual({});
    expect(userFormErrors({ ...user, name: ' ', username: 'uma' }, true)).toEqual({
      name: 'Name is required.',
      username: 'Please enter a valid e-mail address.',
    });
  });

  it('the whole user dialog: an untouched row with a stale reset date passes, a changed one is checked', () => {
    const values = { ...user, flags: NEW_USER_FLAGS, limits: [row], customFields: [] };
    expect(userDialogFormErrors(values, context)).toEqual({});
    expect(
      userDialogFormErrors({ ...values, limits: [{ ...row, spendLimit: '40', unlimitedSpend: false }] }, context),
    ).toEqual({
      'limits.0.limitReset': 'Tools Limit Reset Date (must be future date)',
    });
    expect(
      userDialogFormErrors(
        { ...values, customFields: [{ id: '201', name: 'Cost Center', value: ' ', required: true }] },
        { ...context, access: [{ field: 'catalogs', message: 'A user needs at least one catalog.' }] },
      ),
    ).toEqual({ catalogs: 'A user needs at least one catalog.', 'customFields.201': 'Cost Center is required.' });
  });

  it('the department dialog', () => {
    const department = { key: 'MAINT', description: 'Maintenance', spendLimit: '', noSpendLimit: false };
    expect(departmentFormErrors(department, false)).toEqual({});
    expect(departmentFormErrors({ ...department, key: '' }, true)).toEqual({
      key: 'Code is required.',
      spendLimit: 'Enter an amount of 0 or more, or check No limit.',
    });
  });
});

describe('lists, spend and tools form validators', () => {
  it('a list’s details and an item tag', () => {
    expect(listDetailsFormErrors({ name: 'Restock', description: '' })).toEqual({});
    expect(listDetailsFormErrors({ name: ' ', description: 'x'.repeat(501) })).toEqual({
      name: 'A shopping list name is required.',
      description: 'A description may be at most 500 characters.',
    });
    expect(tagFormErrors({ tag: 'WEEKLY' }, ['weekly'])).toEqual({ tag: 'This item already has the tag "WEEKLY".' });
  });

  it('a custom spend period: the message at the date to change', () => {
    expect(spendPeriodFormErrors({ from: '2026-03-01', to: '2026-03-31' }, '2026-11-28')).toEqual({});
    expect(spendPeriodFormErrors({ from: '2026-03-31', to: '2026-03-01' }, '2026-11-28')).toEqual({
      to: 'From must be on or before To.',
    });
  });

  it('an application’s review and note', () => {
    expect(applicationReviewFormErrors({ status: 'PENDING', segment: '', customerNumber: '' })).toEqual({
      segment: 'Segment is required.',
    });
    expect(applicationNoteFormErrors({ note: ' ' })).toEqual({ note: 'Note is required.' });
  });
});
