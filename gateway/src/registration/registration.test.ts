// Registration's rules over the typed fake ERP: every form rule and the customer number's format are
// checked before any ERP call. The customer, account and associate checks are in
// registration-checks.test.ts; a registration through the sandbox in people.integration.test.ts.
import { describe, expect, it } from 'vitest';
import { unitGateway, type UnitGateway } from '../testing/unit.ts';
import { REGISTRATION_MESSAGES } from './registration-rules.ts';

const LOOKUP =
  'query ($n: String!) { registrationCustomer(customerNumber: $n) { customer { customerNumber } userErrors { field message code } } }';
const REGISTER =
  'mutation ($input: RegisterAccountInput!) { registerAccount(input: $input) { status message userErrors { field message code } } }';
type Errors = { field: string | null; message: string; code: string }[];

const form = {
  customerNumber: '10005',
  registrationType: 'NEW',
  username: 'Nina@Initech.example',
  name: 'Nina New',
  phone: '555-0199',
  phoneExtension: '12',
  password: 'abc123',
  confirmPassword: 'abc123',
};
const register = async (gateway: UnitGateway, input: Record<string, unknown>) =>
  (await gateway.run<{ registerAccount: { userErrors: Errors } }>(REGISTER, { input: { ...form, ...input } })).data!
    .registerAccount;

describe('customer number lookup', () => {
  it('refuses empty, non-digit and over-long numbers with the spec message and no ERP call', async () => {
    const gateway = await unitGateway({}, { principal: null });
    for (const n of ['', '12a', '12345678901', ' ']) {
      const result = await gateway.run<{ registrationCustomer: { userErrors: Errors } }>(LOOKUP, { n });
      expect(result.data!.registrationCustomer.userErrors).toEqual([
        {
          field: 'customerNumber',
          message: 'Customer number is required and may only contain numeric values [0-9].',
          code: 'INVALID_INPUT',
        },
      ]);
    }
    expect(REGISTRATION_MESSAGES.customerNumber).toBe(
      'Customer number is required and may only contain numeric values [0-9].',
    );
    expect(gateway.calls).toEqual([]);
  });
});

describe('register', () => {
  it('checks every form rule before calling the ERP', async () => {
    const gateway = await unitGateway({}, { principal: null });
    const result = await register(gateway, {
      customerNumber: 'x',
      username: 'not-mail',
      name: '',
      phone: '1'.repeat(26),
      phoneExtension: '123456789',
      password: 'abcdef',
      confirmPassword: 'abcdeg',
    });
    expect(result.userErrors.map((e) => [e.field, e.message])).toEqual([
      ['customerNumber', 'Customer number is required and may only contain numeric values [0-9].'],
      ['username', 'A valid E-mail Address is required'],
      ['name', 'Full Name is required'],
      ['phone', 'The phone number may be at most 25 characters.'],
      ['phoneExtension', 'The extension may be at most 8 characters.'],
      ['password', 'The password must be at least 6 characters long and contain a letter and a number.'],
      ['confirmPassword', 'The passwords do not match.'],
    ]);
    expect((await register(gateway, { username: `${'a'.repeat(40)}@example.com` })).userErrors[0]?.message).toBe(
      'A valid E-mail Address is required',
    );
    expect((await register(gateway, { name: 'n'.repeat(51) })).userErrors[0]?.message).toBe('Full Name is required');
    expect((await register(gateway, { password: '', confirmPassword: '' })).userErrors[0]?.message).toBe(
      'The password field is required.',
    );
    expect(gateway.calls).toEqual([]);
  });
});
