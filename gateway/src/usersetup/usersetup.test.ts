// The user setup request over the typed fake ERP: the rules before the ERP, what POST /user-setup is
// sent (No limit as -1), the ERP's failure, and who may ask.
import { describe, expect, it } from 'vitest';
import type { ErpUser, ErpUserSetupRequest } from '../erp/types.ts';
import { ErpUnavailableError } from '../erp/errors.ts';
import type { FakeRoutes } from '../testing/fake-erp.ts';
import { unitGateway } from '../testing/unit.ts';
import { erpUser, PERSONA_USERS, principalOfUser } from '../testing/erp-answers/account.ts';

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
/** The Tyrell persona with user setup (erp-sandbox/src/data/personas.ts). */
const tyrell = erpUser({ id: 160, username: 'manager@tyrell.example', customer_number: '10010', user_setup: true });

const submitAs = async (user: ErpUser, routes: FakeRoutes, variables: Record<string, unknown> = { input }) => {
  const gateway = await unitGateway({ 'GET /user/{id}': () => user, ...routes }, { principal: principalOfUser(user) });
  const result = await gateway.run<{ submitUserSetupRequest: Payload }>(SUBMIT, variables);
  return { gateway, result };
};

const pending = (body: Partial<ErpUserSetupRequest>): ErpUserSetupRequest => ({
  id: 1,
  request_date: '2026-11-27',
  request_type: body.request_type ?? 'add',
  status: 'pending',
  authorized_by: tyrell.username,
  user_name: body.user_name ?? '',
  user_email: body.user_email ?? '',
  comments: body.comments ?? null,
  customer: body.customer ?? '',
  model_after: body.model_after ?? null,
  accounts: body.accounts ?? [],
});

describe('user setup request', () => {
  it('sends the request with its customer requests; No limit goes as -1', async () => {
    const { gateway, result } = await submitAs(tyrell, { 'POST /user-setup': ({ init }) => pending(init.body) });
    const answer = result.data!.submitUserSetupRequest;
    expect(answer.userErrors).toEqual([]);
    expect(answer.request).toMatchObject({ requestType: 'ADD', status: 'pending', customerCount: 2 });
    expect(gateway.callsTo('POST /user-setup')[0]!.body).toMatchObject({
      request_type: 'add',
      user_name: 'Roy Batty',
      accounts: [
        { customer_number: '10010', spend_limit: 500, max_limit: -1, limit_type: 'dollars' },
        { customer_number: '10001', spend_limit: -1, max_limit: -1, limit_type: 'units', limit_reset_years: 1 },
      ],
    });
  });

  it('answers the rules beside their fields', async () => {
    const { gateway, result } = await submitAs(
      tyrell,
      {},
      {
        input: { ...input, name: '', email: 'roy', customer: '', customers: [] },
      },
    );
    const answer = result.data!.submitUserSetupRequest;
    expect(answer.userErrors.map((e) => e.field)).toEqual(['name', 'email', 'customer', 'customers']);
    expect(answer.userErrors[0]!.message).toBe('Full name is required.');
    expect(gateway.callsTo('POST /user-setup')).toEqual([]);
  });

  it('tells when the ERP fails, and refuses users without user_setup', async () => {
    const { result: failed } = await submitAs(tyrell, {
      'POST /user-setup': () => {
        throw new ErpUnavailableError('server-error', 'POST /user-setup');
      },
    });
    expect(failed.data!.submitUserSetupRequest.userErrors).toEqual([
      {
        field: null,
        message: 'An error occurred. The request could not be made at this time.',
        code: 'UPSTREAM_UNAVAILABLE',
      },
    ]);
    const { gateway, result: refused } = await submitAs(PERSONA_USERS.buyer(), {});
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(gateway.callsTo('POST /user-setup')).toEqual([]);
  });

  it('searches the supervisors of the viewer’s own company only, for users with user_setup', async () => {
    const SEARCH = 'query S($search: String!) { userSetupSupervisors(search: $search) { id name username } }';
    const routes: FakeRoutes = {
      'GET /{type}/{id}/supervisors': () => ({
        supervisors: [{ id: 161, name: 'Rachael Rosen', username: 'rachael@tyrell.example' }],
      }),
    };
    const searchAs = (user: ErpUser) =>
      unitGateway({ 'GET /user/{id}': () => user, ...routes }, { principal: principalOfUser(user) });
    const gateway = await searchAs(tyrell);
    const found = await gateway.run<{ userSetupSupervisors: unknown[] }>(SEARCH, { search: ' rach ' });
    expect(found.data!.userSetupSupervisors).toEqual([
      { id: '161', name: 'Rachael Rosen', username: 'rachael@tyrell.example' },
    ]);
    expect(gateway.callsTo('GET /{type}/{id}/supervisors')[0]).toMatchObject({
      path: '/user/0/supervisors',
      query: { filter: 'rach', customer_number: '10010' },
    });
    const short = await gateway.run(SEARCH, { search: 'r' });
    expect(short.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const buyer = await searchAs(PERSONA_USERS.buyer());
    expect((await buyer.run(SEARCH, { search: 'alan' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(buyer.callsTo('GET /{type}/{id}/supervisors')).toEqual([]);
  });
});
