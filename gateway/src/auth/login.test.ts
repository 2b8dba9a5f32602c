// Login refusals and session reads over the typed fake ERP: what is checked before the ERP, the
// spec's messages for each refusal, and a guest as no viewer. The cookie and session lifecycle over
// HTTP stays in auth.integration.test.ts.
import { describe, expect, it } from 'vitest';
import { erpError } from '../testing/fake-erp.ts';
import { unitGateway } from '../testing/unit.ts';
import { loginAnswers, withOpenBrowse } from '../testing/erp-answers/auth.ts';
import { erpUser, PERSONA_USERS } from '../testing/erp-answers/account.ts';
import { erpHit, erpSearchResult } from '../testing/erp-answers/catalog.ts';

const LOGIN =
  'mutation Login($input: LoginInput!) { login(input: $input) { viewer { name customerNumber } userErrors { field message code } } }';
const VIEWER = '{ viewer { username customerNumber roles amountMode } }';

describe('login and session', () => {
  it('refuses a wrong password with the spec message and no cookie', async () => {
    const gateway = await unitGateway(loginAnswers(PERSONA_USERS.buyer()), { principal: null });
    const result = await gateway.run(LOGIN, { input: { username: 'buyer@acme.example', password: 'wrong' } });
    expect(result.data).toEqual({
      login: {
        viewer: null,
        userErrors: [{ field: null, message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' }],
      },
    });
    expect(gateway.cookies).toEqual([]);
  });

  it('shows the account-status message for a disabled account', async () => {
    const message =
      'This account exists but has been disabled. Please contact support at support@vallen.example to have it activated.';
    const gateway = await unitGateway(
      {
        'POST /login_check': () => {
          throw erpError(403, 'Account disabled.');
        },
        'GET /user/status/{id}': () => ({ active: false, errorMessage: message }),
      },
      { principal: null },
    );
    const result = await gateway.run<{ login: { userErrors: { message: string; code: string }[] } }>(LOGIN, {
      input: { username: 'disabled@acme.example', password: 'Demo1234!' },
    });
    expect(result.data?.login.userErrors[0]?.code).toBe('ACCOUNT_DISABLED');
    expect(result.data?.login.userErrors[0]?.message).toMatch(/disabled/i);
    expect(gateway.callsTo('GET /user/status/{id}')[0]!.path).toBe('/user/status/disabled%40acme.example');
  });

  it('validates the e-mail and password before calling the ERP', async () => {
    const gateway = await unitGateway({}, { principal: null });
    const result = await gateway.run(LOGIN, { input: { username: 'not-an-email', password: '' } });
    expect(result.data).toEqual({
      login: {
        viewer: null,
        userErrors: [
          { field: 'username', message: 'Please enter a valid e-mail address.', code: 'INVALID_INPUT' },
          { field: 'password', message: 'Password is required.', code: 'INVALID_INPUT' },
        ],
      },
    });
    expect(gateway.calls).toEqual([]);
  });

  it('treats a guest as no viewer: the catalogue is open browse, the rest refused politely', async () => {
    const gateway = await unitGateway(
      { 'POST /index/products/query': () => erpSearchResult([erpHit('glove-1')]) },
      { principal: null },
    );
    withOpenBrowse(gateway, erpUser({ id: 12, username: 'guest@openbrowse.example', customer_number: '90001' }));
    expect((await gateway.run(VIEWER)).data).toEqual({ viewer: null });
    expect((await gateway.run('{ cart { id lineCount } }')).data).toEqual({ cart: { id: 'guest', lineCount: 0 } });
    const search = await gateway.run<{ productSearch: { totalCount: number } }>(
      '{ productSearch(input: { query: "gloves" }) { totalCount } }',
    );
    expect(search.data?.productSearch.totalCount).toBeGreaterThan(0);
    const orders = await gateway.run('{ orderHistory { totalCount } }');
    expect(orders.errors?.[0]).toMatchObject({
      message: 'You must be logged in to use this feature.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
