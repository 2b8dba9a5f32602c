import { describe, expect } from 'vitest';
import { test } from '../testing/fixtures.ts';
import { REGISTRATION_MESSAGES } from './registration-rules.ts';

const LOOKUP =
  'query ($n: String!) { registrationCustomer(customerNumber: $n) { customer { customerNumber name address { line1 city state zip } } userErrors { field message code } } }';
const REGISTER =
  'mutation ($input: RegisterAccountInput!) { registerAccount(input: $input) { status message userErrors { field message code } } }';

type LookupData = {
  registrationCustomer: {
    customer: { customerNumber: string; name: string } | null;
    userErrors: { field: string | null; message: string; code: string }[];
  };
};
type RegisterData = {
  registerAccount: {
    status: string | null;
    message: string | null;
    userErrors: { field: string | null; message: string; code: string }[];
  };
};

const it = test
  .extend(
    'lookup',
    ({ stack }) =>
      async (n: string) =>
        (await stack.client().gql<LookupData>(LOOKUP, { n })).data!.registrationCustomer,
  )
  .extend(
    'register',
    ({ stack }) =>
      async (input: Record<string, unknown>) =>
        (await stack.client().gql<RegisterData>(REGISTER, { input: { ...form, ...input } })).data!.registerAccount,
  );

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

describe('customer number lookup', () => {
  it('finds a customer with its address', async ({ lookup }) => {
    const result = await lookup('10001');
    expect(result.userErrors).toEqual([]);
    expect(result.customer).toMatchObject({ customerNumber: '10001', name: 'Acme Fabrication' });
  });

  it('answers the unknown-number message, and refuses excluded and cash-on-delivery customers', async ({ lookup }) => {
    expect((await lookup('55555')).userErrors[0]).toMatchObject({
      code: 'NOT_FOUND',
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers as any
      message: expect.stringMatching(
        /^We do not recognize your customer number\. Please click on the 'Request your Customer Number' button/,
      ),
    });
    for (const n of ['90001', '10011', '10008']) {
      const result = await lookup(n);
      expect(result.customer).toBeNull();
      expect(result.userErrors[0]).toMatchObject({
        code: 'FORBIDDEN',
        message: REGISTRATION_MESSAGES.customerNotEligible,
      });
    }
  });
});

describe('register', () => {
  it('registers a new user as PENDING', async ({ register }) => {
    expect(await register({})).toEqual({
      status: 'PENDING',
      message: 'Your account has been successfully created.',
      userErrors: [],
    });
  });

  it('gives the existing-account messages for active and inactive accounts', async ({ register }) => {
    expect((await register({ username: 'buyer@acme.example' })).userErrors).toEqual([
      {
        field: 'username',
        code: 'REJECTED',
        message:
          'There is already an account for buyer@acme.example. You may log in using this e-mail address at any time.',
      },
    ]);
    expect((await register({ username: 'disabled@acme.example' })).userErrors[0]?.message).toBe(
      'There is already an account for disabled@acme.example, but that account is currently inactive. Contact support to have the account activated.',
    );
  });

  it('checks associates: staff e-mail domains and the associate type must match a known associate', async ({
    register,
  }) => {
    expect(
      (await register({ username: 'nobody@vallen.example', customerNumber: '10000', registrationType: 'VALLEN' }))
        .userErrors[0]?.message,
    ).toBe('We are unable to find a Vallen associate that matches nobody@vallen.example.');
    expect((await register({ username: 'nobody@vallen.example' })).userErrors[0]?.message).toBe(
      'We are unable to find a Vallen associate that matches nobody@vallen.example.',
    );
    expect(
      await register({ username: 'riley.rep@vallen.example', customerNumber: '10000', registrationType: 'VALLEN' }),
    ).toMatchObject({ status: 'PENDING', userErrors: [] });
  });

  it('says the associate check failed when the ERP cannot answer it', async ({ stack, register }) => {
    await stack.setFaults([{ route: 'GET /associate/status/{id}', errorRate: 1, errorStatus: 503 }]);
    try {
      expect(
        (
          await register({
            username: 'sam.sourcing@vallen.example',
            customerNumber: '10000',
            registrationType: 'VALLEN',
          })
        ).userErrors[0]?.message,
      ).toBe('We are unable to validate your email address at this time.');
    } finally {
      await stack.setFaults([]);
    }
  });

  it('lets only associates and suppliers register against the main customer', async ({ register }) => {
    expect(
      (await register({ customerNumber: '10000', username: 'someone@initech.example' })).userErrors[0],
    ).toMatchObject({ code: 'FORBIDDEN', message: REGISTRATION_MESSAGES.mainCustomerStaffOnly });
    expect(
      await register({ customerNumber: '10000', username: 'supplier@parts.example', registrationType: 'SUPPLIER' }),
    ).toMatchObject({ status: 'PENDING' });
  });
});
