import { describe, expect, it } from 'vitest';
import {
  checkCustomerApplication,
  checkRegistration,
  customerNumberError,
  type CustomerApplicationValues,
} from './registration.ts';

describe('customer number lookup', () => {
  it('takes 1 to 10 digits', () => {
    expect(customerNumberError(' 10001 ')).toBeNull();
    for (const bad of ['', '1000A', '12345678901'])
      expect(customerNumberError(bad)).toBe('Customer number is required and may only contain numeric values [0-9].');
  });
});

describe('register form', () => {
  const form = {
    customerNumber: '10001',
    username: 'pat@acme.example',
    name: 'Pat Buyer',
    phone: '',
    phoneExtension: '',
    password: 'abc123',
    confirmPassword: 'abc123',
  };

  it('accepts a complete form', () => {
    expect(checkRegistration(form)).toEqual([]);
  });

  it('gives the spec message for every field', () => {
    expect(
      checkRegistration({
        customerNumber: 'x',
        username: `${'a'.repeat(45)}@acme.example`,
        name: 'N'.repeat(51),
        phone: '5'.repeat(26),
        phoneExtension: '9'.repeat(9),
        password: 'abcdef',
        confirmPassword: 'abcdeg',
      }),
    ).toEqual([
      { field: 'customerNumber', message: 'Customer number is required and may only contain numeric values [0-9].' },
      { field: 'username', message: 'A valid E-mail Address is required' },
      { field: 'name', message: 'Full Name is required' },
      { field: 'phone', message: 'The phone number may be at most 25 characters.' },
      { field: 'phoneExtension', message: 'The extension may be at most 8 characters.' },
      {
        field: 'password',
        message: 'The password must be at least 6 characters long and contain a letter and a number.',
      },
      { field: 'confirmPassword', message: 'The passwords do not match.' },
    ]);
  });
});

describe('new-customer application', () => {
  const form: CustomerApplicationValues = {
    customerType: 'NEW',
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
  };
  const byField = (values: CustomerApplicationValues) =>
    Object.fromEntries(checkCustomerApplication(values).map((e) => [e.field, e.message]));

  it('needs the customer type and the required fields, and the associate only for existing customers', () => {
    expect(checkCustomerApplication(form)).toEqual([]);
    expect(byField({ ...form, customerType: null })).toEqual({ customerType: 'Customer type is required.' });
    expect(byField({ ...form, customerType: 'EXISTING' })).toEqual({ salesAssociate: 'Sales associate is required.' });
    expect(
      checkCustomerApplication({
        ...form,
        email: '',
        name: '',
        companyName: '',
        companyDba: '',
        city: '',
        state: '',
        companyPhone: '',
      }).map((e) => e.field),
    ).toEqual(['email', 'name', 'companyName', 'companyDba', 'city', 'state', 'companyPhone']);
  });

  it('enforces lengths (trimmed) and the nine-digit DUNS', () => {
    const long = (n: number) => 'x'.repeat(n);
    expect(
      byField({
        ...form,
        companyName: long(51),
        city: long(256),
        companyPhone: long(26),
        salesAssociate: long(256),
        businessNature: ` ${long(51)} `,
        duns: '1234',
      }),
    ).toEqual({
      companyName: 'Company legal name may be at most 50 characters.',
      city: 'City may be at most 255 characters.',
      companyPhone: 'Company phone may be at most 25 characters.',
      salesAssociate: 'Sales associate may be at most 255 characters.',
      duns: 'The DUNS number must be nine digits.',
      businessNature: 'Nature of business may be at most 50 characters.',
    });
    expect(checkCustomerApplication({ ...form, city: long(255), businessNature: ` ${long(50)} ` })).toEqual([]);
    expect(checkCustomerApplication({ ...form, duns: '123456789' })).toEqual([]);
  });

  it('takes the state as a two-letter code and the choices from their lists', () => {
    expect(
      byField({
        ...form,
        state: 'Pennsylvania',
        businessType: 'Cooperative',
        vertical: 'Mining',
        mroSpend: 'lots',
        employees: '12',
        services: ['MROP', 'Lunch'],
      }),
    ).toEqual({
      state: 'State is required.',
      businessType: 'Please choose a business type from the list.',
      vertical: 'Please choose a industry from the list.',
      mroSpend: 'Please choose a MRO spend from the list.',
      employees: 'Please choose a number of employees from the list.',
      services: 'Please choose a service from the list.',
    });
    expect(checkCustomerApplication({ ...form, businessType: 'LLC', services: ['MROP'] })).toEqual([]);
  });
});
