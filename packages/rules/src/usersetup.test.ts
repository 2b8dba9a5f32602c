import { describe, expect, it } from 'vitest';
import { checkUserSetup, customerRequestDraftErrors, customerRequestOf, userSetupFormErrors } from './usersetup.ts';

const request = {
  customerNumber: '10010',
  supervisor: 'tess@tyrell.example',
  spendLimit: 500,
  maxLimit: null,
  limitType: 'dollars' as const,
  limitResetYears: 1,
  limitReset: '2027-01-01',
};
const values = { name: 'Roy Batty', email: 'roy@tyrell.example', customer: '10010', customers: [request] };
const problems = (v: Parameters<typeof checkUserSetup>[0]) => checkUserSetup(v).map((e) => `${e.field}: ${e.message}`);

describe('user setup request', () => {
  it('accepts a request with a limit and No limit', () => {
    expect(problems(values)).toEqual([]);
  });

  it('requires full name, e-mail and customer, and one customer request', () => {
    expect(problems({ name: ' ', email: 'nope', customer: '', customers: [] })).toEqual([
      `name: Full name is required.`,
      `email: Please enter a valid e-mail address.`,
      `customer: Customer is required.`,
      `customers: Add at least one customer request.`,
    ]);
  });

  it('checks each customer request: limits 0 or more in cents, whole years, a date, once each', () => {
    const bad = { ...request, spendLimit: -1, maxLimit: 1.005, limitResetYears: 1.5, limitReset: '01/01/2027' };
    expect(problems({ ...values, customers: [bad, { ...request }, { ...request }] })).toEqual([
      `customers.0.spendLimit: Enter a limit of 0 or more (cents at most), or check No limit.`,
      `customers.0.maxLimit: Enter a limit of 0 or more (cents at most), or check No limit.`,
      `customers.0.limitResetYears: The limit term is a whole number of years, 0 or more.`,
      `customers.0.limitReset: Enter the limit reset date as YYYY-MM-DD.`,
      `customers.1.customerNumber: This customer is already in the request.`,
      `customers.2.customerNumber: This customer is already in the request.`,
    ]);
    expect(problems({ ...values, customers: [{ ...request, customerNumber: 'ACME' }] })).toEqual([
      `customers.0.customerNumber: Enter a customer number (digits only).`,
    ]);
  });

  it('answers the request form by field, in the spec’s words', () => {
    expect(userSetupFormErrors({ name: ' ', email: 'roy', customer: 'x', customers: [] })).toEqual({
      name: 'Full name is required.',
      email: 'Please enter a valid e-mail address.',
      customer: 'Enter a customer number (digits only).',
      customers: 'Add at least one customer request.',
    });
    expect(userSetupFormErrors({ ...values, customers: [request, request] })).toEqual({
      'customers.1.customerNumber': 'This customer is already in the request.',
    });
    expect(userSetupFormErrors(values)).toEqual({});
  });

  it('answers the customer request fieldset by field, a limit empty only with No limit', () => {
    const draft = {
      customerNumber: ' 10010 ',
      supervisor: { username: 'tess@tyrell.example' },
      isSupervisor: true,
      spendLimit: '500',
      noSpendLimit: false,
      maxLimit: '',
      noMaxLimit: true,
      limitType: 'dollars' as const,
      limitResetYears: '1',
      limitReset: '2027-01-01',
    };
    expect(customerRequestDraftErrors(draft)).toEqual({});
    expect(customerRequestOf(draft)).toEqual({ ...request, isSupervisor: true });
    expect(
      customerRequestDraftErrors({
        ...draft,
        customerNumber: '',
        spendLimit: '',
        noMaxLimit: false,
        limitResetYears: '1.5',
        limitReset: '01/01/2027',
      }),
    ).toEqual({
      customerNumber: 'Customer is required.',
      spendLimit: 'Enter a limit of 0 or more (cents at most), or check No limit.',
      maxLimit: 'Enter a limit of 0 or more (cents at most), or check No limit.',
      limitResetYears: 'The limit term is a whole number of years, 0 or more.',
      limitReset: 'Enter the limit reset date as YYYY-MM-DD.',
    });
  });
});
