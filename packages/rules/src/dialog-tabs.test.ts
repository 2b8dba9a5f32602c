import { describe, expect, it } from 'vitest';
import { DEPARTMENT_MESSAGES, checkDepartment } from './administration.ts';
import { checkLimitRow, type LimitRow } from './approval-limits.ts';
import {
  DEPARTMENT_DIALOG_TABS,
  USER_DIALOG_TABS,
  departmentDialogField,
  placeErrors,
  userDialogField,
} from './dialog-tabs.ts';

const TYPES = ['Consumables', 'PPE', 'Tools'];

describe('the user dialog’s errors', () => {
  it('name the tab and the field of each error, limits by their item type', () => {
    const placed = placeErrors(
      [
        { field: 'limits.1.limitReset', message: 'PPE Limit Reset Date (must be future date)' },
        { field: 'name', message: 'Name is required.' },
        { field: 'require_cc', message: 'This option needs Can submit orders.' },
        { field: 'departments.defaultKey', message: 'x' },
        { field: 'catalogs', message: 'y' },
        { field: 'customFields.201', message: 'Cost Center is required.' },
      ],
      (field) => userDialogField(field, TYPES),
      USER_DIALOG_TABS,
    );
    expect(placed.map((p) => [p.tab, p.text])).toEqual([
      ['limits', 'Limits tab, PPE limit reset date: PPE Limit Reset Date (must be future date)'],
      ['general', 'General tab, Name: Name is required.'],
      ['permissions', 'Permissions tab, Require credit card: This option needs Can submit orders.'],
      ['departments', 'Departments tab, Departments: x'],
      ['catalogs', 'Catalogs tab, Catalogs: y'],
      ['customFields', 'Custom Fields tab, Custom field: Cost Center is required.'],
    ]);
  });

  it('places the department dialog’s errors on General or Users', () => {
    const found = checkDepartment({ key: '', description: '', spendLimit: '', noSpendLimit: false }, true);
    const placed = placeErrors(
      [...found, { field: 'userIds', message: 'Choose users from the search.' }],
      departmentDialogField,
      DEPARTMENT_DIALOG_TABS,
    );
    expect(placed.map((p) => p.text)).toEqual([
      'General tab, Code: Code is required.',
      'General tab, Description: Description is required.',
      `General tab, Spend limit: Enter an amount of 0 or more, or check No limit.`,
      'Users tab, Users: Choose users from the search.',
    ]);
    expect(DEPARTMENT_MESSAGES.requiredMissing).toBe('Required fields are missing.');
  });
});

describe('a cumulative limit row', () => {
  const stale: LimitRow = {
    unitType: 'PPE',
    isSupervisor: false,
    isMaster: false,
    spendLimit: '500',
    unlimitedSpend: false,
    maxLimit: '',
    unlimitedMax: true,
    limitType: '',
    limitResetYears: '0',
    limitReset: '2025-01-31',
    spentAmount: '120',
    supervisorIds: ['2'],
  };
  const today = '2026-11-27';

  it('left as the ERP holds it is not checked again, however stale its reset date', () => {
    expect(checkLimitRow({ ...stale }, 0, 'cumulative', today, stale)).toEqual([]);
    // The same amount typed another way is still the stored row.
    expect(checkLimitRow({ ...stale, spendLimit: '500.00' }, 0, 'cumulative', today, stale)).toEqual([]);
  });

  it('once changed needs a term and a future reset date, and so does a new user’s row', () => {
    const messages = (row: LimitRow, stored?: LimitRow) =>
      checkLimitRow(row, 0, 'cumulative', today, stored).map((e) => e.message);
    expect(messages({ ...stale, spendLimit: '600' }, stale)).toEqual([
      'PPE Limit Term',
      'PPE Limit Reset Date (must be future date)',
    ]);
    expect(messages(stale)).toEqual(['PPE Limit Term', 'PPE Limit Reset Date (must be future date)']);
    expect(messages({ ...stale, spendLimit: '600', limitResetYears: '1', limitReset: '2027-01-31' }, stale)).toEqual(
      [],
    );
  });
});
