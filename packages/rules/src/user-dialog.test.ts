import { describe, expect, it } from 'vitest';
import {
  MAX_USER_CATALOGS,
  NEW_USER_FLAGS,
  USER_DIALOG_MESSAGES,
  checkRoles,
  checkUserCatalogs,
  checkUserDepartments,
  withoutDepartment,
} from './administration.ts';
import { clearedEntryNote, limitsWithoutSupervisor, type LimitRow } from './approval-limits.ts';
import { userDialogFormErrors } from './user-dialog.ts';

const row = (unitType: string, over: Partial<LimitRow> = {}): LimitRow => ({
  unitType,
  isSupervisor: false,
  isMaster: false,
  spendLimit: '',
  unlimitedSpend: true,
  maxLimit: '',
  unlimitedMax: true,
  limitType: '',
  limitResetYears: '1',
  limitReset: '',
  spentAmount: '',
  supervisorIds: [],
  ...over,
});

describe('the user dialog’s departments', () => {
  it('needs the default to be one of the user’s departments', () => {
    expect(checkUserDepartments({ keys: ['MAINT'], defaultKey: 'MAINT', allowAll: false })).toEqual([]);
    expect(checkUserDepartments({ keys: ['MAINT'], defaultKey: null, allowAll: false })).toEqual([]);
    expect(checkUserDepartments({ keys: ['MAINT'], defaultKey: 'SAFETY', allowAll: true })).toEqual([
      { field: 'departments.defaultKey', message: "The default department must be one of the user's departments." },
    ]);
  });

  it('drops the default with its department', () => {
    const next = withoutDepartment({ keys: ['MAINT', 'SAFETY'], defaultKey: 'SAFETY', allowAll: false }, 'SAFETY');
    expect(next).toEqual({ keys: ['MAINT'], defaultKey: null, allowAll: false });
    expect(withoutDepartment(next, 'OTHER').defaultKey).toBeNull();
  });
});

describe('the user dialog’s catalogs', () => {
  it('needs one catalog and at most the maximum', () => {
    expect(checkUserCatalogs(['Custom_Null'])).toEqual([]);
    expect(checkUserCatalogs([])[0]?.message).toBe('A user needs at least one catalog.');
    const many = Array.from({ length: MAX_USER_CATALOGS + 1 }, (_, i) => `C${i}`);
    expect(checkUserCatalogs(many)[0]?.message).toBe('A user has at most 20 catalogs.');
  });
});

describe('administrator roles', () => {
  const base = { superAccess: false, isSelf: false, wasAdmin: false, wasSuperAdmin: false };
  it('lets an administrator grant and remove the administrator role of others', () => {
    expect(checkRoles({ ...base, isAdmin: true, isSuperAdmin: false })).toEqual([]);
    expect(checkRoles({ ...base, wasAdmin: true, isAdmin: false, isSuperAdmin: false })).toEqual([]);
  });
  it('keeps the super administrator role to super administrators', () => {
    expect(checkRoles({ ...base, isAdmin: true, isSuperAdmin: true })[0]?.message).toBe(
      'Only a super administrator may grant or remove the super administrator role.',
    );
    expect(
      checkRoles({ ...base, wasAdmin: true, wasSuperAdmin: true, isAdmin: true, isSuperAdmin: false })[0]?.field,
    ).toBe('isSuperAdmin');
    expect(checkRoles({ ...base, superAccess: true, isAdmin: true, isSuperAdmin: true })).toEqual([]);
  });
  it('never lets an administrator remove their own administrator role', () => {
    expect(checkRoles({ ...base, isSelf: true, wasAdmin: true, isAdmin: false, isSuperAdmin: false })).toEqual([
      { field: 'isAdmin', message: 'You cannot remove your own administrator role.' },
    ]);
  });
});

describe('a missing supervisor', () => {
  it('names the item types with a spend limit and no supervisor', () => {
    const rows = [
      row('Consumables', { unlimitedSpend: false, spendLimit: '100' }),
      row('Safety', { unlimitedSpend: false, spendLimit: '100', supervisorIds: ['2'] }),
      row('Tooling'),
      row('Tools', { unlimitedSpend: false, spendLimit: '' }),
    ];
    expect(limitsWithoutSupervisor(rows)).toEqual(['Consumables']);
    expect(USER_DIALOG_MESSAGES.missingSupervisor(['Consumables'])).toBe(
      'No supervisor is chosen for the Consumables limit: orders over it will have no one to approve them. Save anyway?',
    );
    expect(USER_DIALOG_MESSAGES.missingSupervisor(['A', 'B'])).toContain('A, B limits');
  });
});

describe('an invalid limit entry (cleared on leaving the field)', () => {
  it('is cleared with the reason, per kind of field', () => {
    expect(clearedEntryNote('limit', '-5')).toBe('“-5” was cleared. Enter an amount of 0 or more, or check No limit.');
    expect(clearedEntryNote('limit', '12.345')).toBe(
      '“12.345” was cleared. Enter an amount of 0 or more, or check No limit.',
    );
    expect(clearedEntryNote('term', '1.5')).toBe('“1.5” was cleared. Enter a whole number of years, 0 or more.');
    expect(clearedEntryNote('spent', 'abc')).toBe('“abc” was cleared. Enter an amount of 0 or more.');
  });
  it('keeps a valid or empty entry', () => {
    expect(clearedEntryNote('limit', '2500.50')).toBeNull();
    expect(clearedEntryNote('term', '3')).toBeNull();
    expect(clearedEntryNote('spent', '12.3456')).toBeNull();
    expect(clearedEntryNote('limit', '  ')).toBeNull();
  });
});

describe('the user dialog’s validator', () => {
  const uma = {
    name: 'Uma',
    username: 'uma@acme.example',
    phone: '',
    phoneExtension: '',
    password: '',
    forcePasswordReset: false,
  };
  it('checks every tab: an untouched row with a stale reset date passes, a changed one is checked', () => {
    const stale = row('Tools', { limitReset: '2025-01-31' });
    const values = { ...uma, flags: NEW_USER_FLAGS, limits: [stale], customFields: [] };
    const context = {
      isNew: false,
      withLimits: true,
      basis: 'cumulative' as const,
      today: '2026-11-28',
      storedLimits: [stale],
      access: [],
    };
    expect(userDialogFormErrors(values, context)).toEqual({});
    expect(
      userDialogFormErrors({ ...values, limits: [{ ...stale, spendLimit: '40', unlimitedSpend: false }] }, context),
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
});
