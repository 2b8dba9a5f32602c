import { describe, expect, it } from 'vitest';
import { checkProfile, notificationsAllowed, PROFILE_MESSAGES, type ProfileDraft } from './profile.ts';
import { checkPasswordChange, passwordStrength } from './password.ts';

const draft = (overrides: Partial<ProfileDraft> = {}): ProfileDraft => ({
  name: 'Uma Units',
  phone: '555-0106',
  phoneExtension: '12',
  defaultDepartment: null,
  customFields: [{ id: '201', name: 'Cost Center', value: 'CC-100', required: true }],
  ...overrides,
});
const none = { departmentRequired: false, departments: [] };

describe('the profile rules', () => {
  it('accepts a complete profile', () => {
    expect(checkProfile(draft(), none)).toEqual([]);
  });

  it('lists each problem by field', () => {
    const errors = checkProfile(
      draft({
        name: ' ',
        phone: 'call me',
        phoneExtension: 'x12',
        customFields: [
          { id: '201', name: 'Cost Center', value: '', required: true },
          { id: '202', name: 'Badge', value: 'b'.repeat(101), required: false },
        ],
      }),
      { departmentRequired: true, departments: ['QA'] },
    );
    expect(errors).toEqual([
      { field: 'name', message: 'Name is required.' },
      {
        field: 'phone',
        message: 'Enter a phone number with digits, spaces, dots, dashes, parentheses or a leading +.',
      },
      { field: 'phoneExtension', message: 'An extension is digits only.' },
      { field: 'defaultDepartment', message: 'Department is required.' },
      { field: 'customFields.201', message: 'Cost Center is required.' },
      { field: 'customFields.202', message: 'Badge may be at most 100 characters.' },
    ]);
    expect(checkProfile(draft({ defaultDepartment: 'HR' }), { departmentRequired: true, departments: ['QA'] })).toEqual(
      [{ field: 'defaultDepartment', message: 'Choose one of your departments.' }],
    );
  });

  it('says which fields wait for approval, and when notifications cannot be enabled', () => {
    expect(PROFILE_MESSAGES.pendingApproval(['Cost Center', 'Shift'])).toBe(
      'The following fields require approval: Cost Center, Shift',
    );
    expect(notificationsAllowed('units@northwind.example')).toBe(true);
    expect(notificationsAllowed('kiosk7')).toBe(false);
    expect(PROFILE_MESSAGES.invalidEmail('kiosk7')).toBe('Invalid email address kiosk7 - Do not enable notifications.');
  });
});

describe('the password change (rule c)', () => {
  it('needs the current password, 8 to 50 characters with a digit, upper, lower and special, confirmed', () => {
    expect(checkPasswordChange('Demo1234!', 'Better#2026', 'Better#2026')).toEqual([]);
    expect(checkPasswordChange('', 'better2026', 'other')).toEqual([
      { field: 'currentPassword', message: 'The current password is required.' },
      {
        field: 'newPassword',
        message:
          'The new password must be 8 to 50 characters long and contain a number, an upper-case letter, a lower-case letter and a special character.',
      },
      { field: 'confirmPassword', message: 'The passwords do not match.' },
    ]);
    expect(checkPasswordChange('x', 'Ab1!', 'Ab1!')[0]!.message).toBe(
      'The new password must be 8 to 50 characters long and contain a number, an upper-case letter, a lower-case letter and a special character.',
    );
    expect(checkPasswordChange('x', `Ab1!${'a'.repeat(47)}`, `Ab1!${'a'.repeat(47)}`)[0]!.field).toBe('newPassword');
  });

  it('rates the strength with rule (c)’s five tests', () => {
    // 2×4 + 2×(digit, lower) + 8 = 20
    expect(passwordStrength('ab12', 'c')).toBe('Weak');
    // 2×11 + 2×5 + 6 + 8 = 46
    expect(passwordStrength('Better#2026', 'c')).toBe('Strong');
    // 2×8 + 2×(length, lower, digit) + 8 = 30
    expect(passwordStrength('abcdef12', 'c')).toBe('Moderate');
  });
});
