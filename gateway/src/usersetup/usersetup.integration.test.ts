import { describe, expect } from 'vitest';
import { USER_SETUP_MESSAGES } from '@mro/rules/usersetup';
import { test as it } from '../testing/fixtures.ts';

const SUBMIT =
  'mutation S($input: SubmitUserSetupRequestInput!) { submitUserSetupRequest(input: $input) { request { id requestDate requestType status name email customerCount } userErrors { field message code } } }';
type Payload = {
  request: { id: string; requestType: string; status: string; customerCount: number } | null;
  userErrors: { field: string | null; message: string; code: string }[];
};
const customer = {
  customerNumber: '10010',
  isSupervisor: false,
  limitType: 'DOLLARS',
  spendLimit: 500,
  maxLimit: null,
};
const input = {
  requestType: 'ADD',
  name: 'Roy Batty',
  email: 'roy@tyrell.example',
  customer: '10010',
  comments: 'Starts Monday.',
  customers: [
    customer,
    { ...customer, customerNumber: '10001', limitType: 'UNITS', spendLimit: null, limitResetYears: 1 },
  ],
};

describe('user setup request', () => {
  it('sends the request with its customer requests; No limit goes as -1', async ({ tyrell }) => {
    const answer = (await tyrell.gql<{ submitUserSetupRequest: Payload }>(SUBMIT, { input })).data!
      .submitUserSetupRequest;
    expect(answer.userErrors).toEqual([]);
    expect(answer.request).toMatchObject({ requestType: 'ADD', status: 'pending', customerCount: 2 });
  });

  it('answers the rules beside their fields', async ({ tyrell }) => {
    const answer = (
      await tyrell.gql<{ submitUserSetupRequest: Payload }>(SUBMIT, {
        input: { ...input, name: '', email: 'roy', customer: '', customers: [] },
      })
    ).data!.submitUserSetupRequest;
    expect(answer.userErrors.map((e) => e.field)).toEqual(['name', 'email', 'customer', 'customers']);
    expect(answer.userErrors[0]!.message).toBe(USER_SETUP_MESSAGES.nameRequired);
  });

  it('tells when the ERP fails, and refuses users without user_setup', async ({ stack, tyrell, buyer }) => {
    await stack.setFaults([{ route: 'POST /user-setup', errorRate: 1, errorStatus: 503 }]);
    try {
      const failed = (await tyrell.gql<{ submitUserSetupRequest: Payload }>(SUBMIT, { input })).data!
        .submitUserSetupRequest;
      expect(failed.userErrors).toEqual([
        { field: null, message: USER_SETUP_MESSAGES.failed, code: 'UPSTREAM_UNAVAILABLE' },
      ]);
    } finally {
      await stack.setFaults([]);
    }
    const refused = await buyer.gql(SUBMIT, { input });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
