import { describe, expect, it } from 'vitest';
import { loginFormErrors } from './auth.ts';
import { shareCartFormErrors } from './cart.ts';
import { byField } from './common.ts';
import { passwordChangeFormErrors, passwordRecoveryFormErrors } from './password.ts';
import { profileFormErrors } from './profile.ts';
import { shippingAddressFormErrors } from './shipping.ts';

// The spec's messages, copied (account-admin-calls §5), so a changed wording fails here.
const RULE_C =
  'The new password must be 8 to 50 characters long and contain a number, an upper-case letter, a lower-case letter and a special character.';

describe('form validators: errors by field', () => {
  it('keeps the first message of each field', () => {
    expect(
      byField([
        { field: 'a', message: 'first' },
        { field: 'a', message: 'second' },
        { field: 'b', message: 'other' },
      ]),
    ).toEqual({ a: 'first', b: 'other' });
  });

  it('the password change: rule (c), the current password and the confirmation', () => {
    expect(
      passwordChangeFormErrors({
        currentPassword: 'Demo1234!',
        newPassword: 'Better#2026',
        confirmPassword: 'Better#2026',
      }),
    ).toEqual({});
    expect(
      passwordChangeFormErrors({ currentPassword: '', newPassword: 'better2026', confirmPassword: 'other' }),
    ).toEqual({
      currentPassword: 'The current password is required.',
      newPassword: RULE_C,
      confirmPassword: 'The passwords do not match.',
    });
  });

  it('the shipping address: address 1, state and zip required, the zip forms', () => {
    expect(shippingAddressFormErrors({ line1: '1 Main St', state: 'OH', zip: '44114-1234' })).toEqual({});
    expect(shippingAddressFormErrors({ line1: ' ', state: '', zip: '' })).toEqual({
      line1: 'Address 1 is required.',
      state: 'State is required.',
      zip: 'ZIP code is required.',
    });
    expect(shippingAddressFormErrors({ line1: '1 Main St', city: 'x'.repeat(29), state: 'OH', zip: '4411' })).toEqual({
      city: 'City may be at most 28 characters.',
      zip: 'Enter a ZIP code (12345, 123456789 or 12345-6789) or a Canadian postal code (A1A 1A1).',
    });
  });
});

describe('the profile form', () => {
  const draft = {
    name: 'Uma Units',
    phone: '',
    phoneExtension: '',
    defaultDepartment: null,
    customFields: [{ id: '201', name: 'Cost Center', value: 'CC-100', required: true }],
  };
  const context = { departmentRequired: false, departments: ['QA'] };

  it('answers nothing for a valid profile', () => {
    expect(profileFormErrors(draft, context)).toEqual({});
  });

  it('names the field of each rule, custom fields by their id', () => {
    expect(
      profileFormErrors(
        { ...draft, name: ' ', phoneExtension: '12a', customFields: [{ ...draft.customFields[0]!, value: '' }] },
        { ...context, departmentRequired: true },
      ),
    ).toEqual({
      name: 'Name is required.',
      phoneExtension: 'An extension is digits only.',
      defaultDepartment: 'Department is required.',
      'customFields.201': 'Cost Center is required.',
    });
  });
});

describe('the password recovery form', () => {
  it('requires an e-mail address', () => {
    expect(passwordRecoveryFormErrors({ username: 'buyer@acme.example' })).toEqual({});
    expect(passwordRecoveryFormErrors({ username: ' ' })).toEqual({
      username: 'The E-mail address field is required.',
    });
    expect(passwordRecoveryFormErrors({ username: 'buyer' })).toEqual({
      username: 'Please enter a valid e-mail address.',
    });
  });
});

describe('the login form', () => {
  it('an e-mail address of at most 100 characters and a password', () => {
    expect(loginFormErrors({ username: 'buyer@acme.example', password: 'x' })).toEqual({});
    expect(loginFormErrors({ username: 'buyer', password: ' ' })).toEqual({
      username: 'Please enter a valid e-mail address.',
      password: 'Password is required.',
    });
    expect(loginFormErrors({ username: `${'a'.repeat(95)}@x.com`, password: 'x' })).toEqual({
      username: 'E-mail may be at most 100 characters.',
    });
  });
});

describe('the share-cart form', () => {
  it('at least one colleague, each an e-mail address', () => {
    expect(shareCartFormErrors({ recipients: [' Approver@Acme.example ', 'approver@acme.example'] })).toEqual({});
    expect(shareCartFormErrors({ recipients: [' '] })).toEqual({
      recipients: 'Enter the e-mail address of at least one colleague.',
    });
    expect(shareCartFormErrors({ recipients: ['approver@acme.example', 'bob'] })).toEqual({
      recipients: 'bob is not a valid e-mail address.',
    });
  });
});
