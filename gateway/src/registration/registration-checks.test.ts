// Registration's checks against the ERP over the typed fake: the customer lookup (unknown, excluded,
// cash on delivery), the existing-account messages, the associate check and its failure, and the main
// customer kept to associates and suppliers. A registration through the sandbox stays in
// people.integration.test.ts.
import { describe, expect, it } from 'vitest';
import { erpError } from '../testing/fake-erp.ts';
import { unitGateway, type UnitGateway } from '../testing/unit.ts';
import { registrationErp } from '../testing/erp-answers/registration.ts';

const LOOKUP =
  'query ($n: String!) { registrationCustomer(customerNumber: $n) { customer { customerNumber name address { line1 city state zip } } userErrors { field message code } } }';
const REGISTER =
  'mutation ($input: RegisterAccountInput!) { registerAccount(input: $input) { status message userErrors { field message code } } }';

type Outcome = { field: string | null; message: string; code: string }[];
type LookupData = {
  registrationCustomer: { customer: { customerNumber: string; name: string } | null; userErrors: Outcome };
};
type RegisterData = { registerAccount: { status: string | null; message: string | null; userErrors: Outcome } };

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

// The sandbox's customers and people these checks meet (erp-sandbox/src/data/).
const sandbox = () =>
  unitGateway(
    registrationErp({
      customers: { '10000': 'STANDARD', '10001': 'STANDARD', '10005': 'STANDARD', '10008': 'COD' },
      accounts: { 'buyer@acme.example': true, 'disabled@acme.example': false },
      associates: ['riley.rep@vallen.example', 'sam.sourcing@vallen.example'],
    }),
    { principal: null },
  );
const lookup = async (gateway: UnitGateway, n: string) =>
  (await gateway.run<LookupData>(LOOKUP, { n })).data!.registrationCustomer;
const register = async (gateway: UnitGateway, input: Record<string, unknown>) =>
  (await gateway.run<RegisterData>(REGISTER, { input: { ...form, ...input } })).data!.registerAccount;

describe('customer number lookup', () => {
  it('finds a customer with its address', async () => {
    const result = await lookup(await sandbox(), '10001');
    expect(result.userErrors).toEqual([]);
    expect(result.customer).toMatchObject({ customerNumber: '10001', name: 'Acme Fabrication' });
  });

  it('answers the unknown-number message, and refuses excluded and cash-on-delivery customers', async () => {
    const gateway = await sandbox();
    expect((await lookup(gateway, '55555')).userErrors[0]).toMatchObject({
      code: 'NOT_FOUND',
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers as any
      message: expect.stringMatching(
        /^We do not recognize your customer number\. Please click on the 'Request your Customer Number' button/,
      ),
    });
    for (const n of ['90001', '10011', '10008']) {
      const result = await lookup(gateway, n);
      expect(result.customer).toBeNull();
      expect(result.userErrors[0]).toMatchObject({
        code: 'FORBIDDEN',
        message:
          'This customer number cannot be registered for online ordering. Please contact support for help with your account.',
      });
    }
    // The excluded numbers are refused before the ERP; the cash-on-delivery one by its segment.
    expect(gateway.callsTo('GET /customer-segment/{id}').map((c) => c.path)).toEqual([
      '/customer-segment/55555',
      '/customer-segment/10008',
    ]);
  });
});

describe('register', () => {
  it('gives the existing-account messages for active and inactive accounts', async () => {
    const gateway = await sandbox();
    expect((await register(gateway, { username: 'buyer@acme.example' })).userErrors).toEqual([
      {
        field: 'username',
        code: 'REJECTED',
        message:
          'There is already an account for buyer@acme.example. You may log in using this e-mail address at any time.',
      },
    ]);
    expect((await register(gateway, { username: 'disabled@acme.example' })).userErrors[0]?.message).toBe(
      'There is already an account for disabled@acme.example, but that account is currently inactive. Contact support to have the account activated.',
    );
    expect(gateway.callsTo('POST /user')).toEqual([]);
  });

  it('checks associates: staff e-mail domains and the associate type must match a known associate', async () => {
    const gateway = await sandbox();
    expect(
      (
        await register(gateway, {
          username: 'nobody@vallen.example',
          customerNumber: '10000',
          registrationType: 'VALLEN',
        })
      ).userErrors[0]?.message,
    ).toBe('We are unable to find a Vallen associate that matches nobody@vallen.example.');
    expect((await register(gateway, { username: 'nobody@vallen.example' })).userErrors[0]?.message).toBe(
      'We are unable to find a Vallen associate that matches nobody@vallen.example.',
    );
    expect(
      await register(gateway, {
        username: 'riley.rep@vallen.example',
        customerNumber: '10000',
        registrationType: 'VALLEN',
      }),
    ).toMatchObject({ status: 'PENDING', userErrors: [] });
    expect(gateway.callsTo('POST /user').map((c) => c.body)).toEqual([
      expect.objectContaining({ regType: 'vallen', customer_number: '10000', username: 'riley.rep@vallen.example' }),
    ]);
  });

  it('stores the phone formatted however it was typed', async () => {
    const gateway = await sandbox();
    await register(gateway, { phone: '555.123.4567' });
    await register(gateway, { username: 'other@initech.example', phone: '+44 20 7946 0958' });
    expect(gateway.callsTo('POST /user').map((c) => (c.body as { phone: string | null }).phone)).toEqual([
      '(555) 123-4567',
      '+44 20 7946 0958',
    ]);
  });

  it('says the associate check failed when the ERP cannot answer it', async () => {
    const gateway = await sandbox();
    gateway.answer({
      'GET /associate/status/{id}': () => {
        throw erpError(503, 'Service unavailable');
      },
    });
    expect(
      (
        await register(gateway, {
          username: 'sam.sourcing@vallen.example',
          customerNumber: '10000',
          registrationType: 'VALLEN',
        })
      ).userErrors[0]?.message,
    ).toBe('We are unable to validate your email address at this time.');
  });

  it('lets only associates and suppliers register against the main customer', async () => {
    const gateway = await sandbox();
    expect(
      (await register(gateway, { customerNumber: '10000', username: 'someone@initech.example' })).userErrors[0],
    ).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only associates and suppliers may register against this customer number.',
    });
    expect(
      await register(gateway, {
        customerNumber: '10000',
        username: 'supplier@parts.example',
        registrationType: 'SUPPLIER',
      }),
    ).toMatchObject({ status: 'PENDING' });
  });
});
