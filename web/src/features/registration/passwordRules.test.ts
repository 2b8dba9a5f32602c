import { describe, expect, it } from 'vitest';
import { confirmError, passwordError, passwordPoints, passwordStrength, PASSWORD_MESSAGES } from './passwordRules';
import { applicationErrors } from './CustomerApplicationPage';

describe('password rules on the web', () => {
  it('applies rule (a) and rule (b) and the confirmation', () => {
    expect(passwordError('', 'a')).toBe(PASSWORD_MESSAGES.required);
    expect(passwordError('abcdef', 'a')).toBe(PASSWORD_MESSAGES.ruleA);
    expect(passwordError('ABC123', 'a')).toBeNull();
    expect(passwordError('ABC123', 'b')).toBe(PASSWORD_MESSAGES.ruleB);
    expect(passwordError('abc123', 'b')).toBeNull();
    expect(confirmError('abc123', 'abc124')).toBe(PASSWORD_MESSAGES.confirm);
    expect(confirmError('abc123', 'abc123')).toBeNull();
  });

  it('scores strength with the spec formula and thresholds', () => {
    expect(passwordPoints('Abc123')).toBe(32);
    expect(passwordStrength('abc1234')).toBe('Weak');
    expect(passwordStrength('abcd1234')).toBe('Moderate');
    expect(passwordStrength('Abcdef1234')).toBe('Strong');
  });
});

describe('new-customer application rules on the web', () => {
  const form = {
    email: 'pam@dunder.example',
    name: 'Pam',
    companyName: 'Dunder',
    companyDba: 'DM',
    city: 'Scranton',
    state: 'PA',
    companyPhone: '555',
    salesAssociate: '',
    duns: '',
    businessNature: '',
    businessType: '',
    vertical: '',
    mroSpend: '',
    employees: '',
  };
  it('needs the customer type and the required fields, and the associate only for existing customers', () => {
    expect(applicationErrors(form, 'NEW')).toEqual({});
    expect(applicationErrors(form, null)).toEqual({ customerType: 'Customer type is required.' });
    expect(applicationErrors(form, 'EXISTING')).toEqual({ salesAssociate: 'Sales associate is required.' });
    expect(
      Object.keys(
        applicationErrors(
          { ...form, email: '', name: '', companyName: '', companyDba: '', city: '', state: '', companyPhone: '' },
          'NEW',
        ),
      ),
    ).toEqual(['email', 'name', 'companyName', 'companyDba', 'city', 'state', 'companyPhone']);
  });

  it('enforces lengths and the nine-digit DUNS', () => {
    const long = (n: number) => 'x'.repeat(n);
    expect(
      applicationErrors(
        {
          ...form,
          companyName: long(51),
          city: long(256),
          companyPhone: long(26),
          businessNature: long(51),
          duns: '1234',
        },
        'NEW',
      ),
    ).toEqual({
      companyName: 'Company legal name may be at most 50 characters.',
      city: 'City may be at most 255 characters.',
      companyPhone: 'Company phone may be at most 25 characters.',
      duns: 'The DUNS number must be nine digits.',
      businessNature: 'Nature of business may be at most 50 characters.',
    });
    expect(applicationErrors({ ...form, city: long(255), duns: '123456789' }, 'NEW')).toEqual({});
  });
});
