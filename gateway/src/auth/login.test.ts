// Login refusals and session reads over the typed fake ERP: what is checked before the ERP, the
// spec's messages for each refusal, and a guest as no viewer. The cookie and session lifecycle over
// HTTP stays in auth.integration.test.ts.
import { describe, expect, it } from 'vitest';
import { erpError } from '../testing/fake-erp.ts';
import { unitGateway } from '../testing/unit.ts';
import { erpUserSettings, loginAnswers, withOpenBrowse } from '../testing/erp-answers/auth.ts';
import { erpUser, PERSONA_USERS } from '../testing/erp-answers/account.ts';
import { erpHit, erpSearchResult, pricesEveryItem } from '../testing/erp-answers/catalog.ts';

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
    expect(result.data?.login.userErrors[0]?.message).toBe(
      'This account exists but has been disabled. Please contact support at support@vallen.example to have it activated.',
    );
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
  it('says the spec’s message when the user profile cannot be read, and opens no session', async () => {
    const gateway = await unitGateway(
      {
        ...loginAnswers(PERSONA_USERS.buyer()),
        'GET /user/{id}': () => {
          throw erpError(500, 'Internal error.');
        },
      },
      { principal: null },
    );
    const result = await gateway.run(LOGIN, { input: { username: 'buyer@acme.example', password: 'Demo1234!' } });
    expect(result.data).toEqual({
      login: {
        viewer: null,
        userErrors: [
          { field: null, message: 'Unable to retrieve user profile information.', code: 'UPSTREAM_UNAVAILABLE' },
        ],
      },
    });
    expect(gateway.callsTo('GET /user/settings/{id}/{customerNumber}')).toEqual([]);
    expect(gateway.cookies).toEqual([]);
  });

  it('says the spec’s message when the user settings cannot be read, and opens no session', async () => {
    const gateway = await unitGateway(
      {
        ...loginAnswers(PERSONA_USERS.buyer()),
        'GET /user/settings/{id}/{customerNumber}': () => {
          throw erpError(500, 'Internal error.');
        },
      },
      { principal: null },
    );
    const result = await gateway.run(LOGIN, { input: { username: 'buyer@acme.example', password: 'Demo1234!' } });
    expect(result.data).toEqual({
      login: {
        viewer: null,
        userErrors: [{ field: null, message: 'Unable to retrieve user settings.', code: 'UPSTREAM_UNAVAILABLE' }],
      },
    });
    expect(gateway.cookies).toEqual([]);
  });

  it('reads the settings at the user’s customer and shows units when the user works in units', async () => {
    const buyer = PERSONA_USERS.buyer();
    const gateway = await unitGateway(
      {
        ...loginAnswers(buyer),
        'GET /user/settings/{id}/{customerNumber}': () => erpUserSettings(buyer, { workflow_currency: 'units' }),
      },
      { principal: null },
    );
    const result = await gateway.run(
      'mutation Login($input: LoginInput!) { login(input: $input) { viewer { amountMode } } }',
      { input: { username: 'buyer@acme.example', password: 'Demo1234!' } },
    );
    expect(gateway.callsTo('GET /user/settings/{id}/{customerNumber}')[0]!.path).toBe('/user/settings/1/10001');
    expect(result.data).toEqual({ login: { viewer: { amountMode: 'UNITS' } } });
  });

  it('prices the session at the warehouse the customer’s items ship from (item_whse), not the user’s own', async () => {
    const buyer = PERSONA_USERS.buyer();
    const gateway = await unitGateway(
      {
        ...loginAnswers(buyer),
        'GET /user/settings/{id}/{customerNumber}': () => erpUserSettings(buyer, { item_whse: 'DCHI' }),
      },
      { principal: null },
    );
    await gateway.run(LOGIN, { input: { username: 'buyer@acme.example', password: 'Demo1234!' } });
    const sessionId = /mro_session=([^;]+)/.exec(gateway.cookies.join('\n'))?.[1] ?? '';
    const principal = await gateway.services.sessions.read(sessionId);
    expect(buyer.warehouse).not.toBe('DCHI');
    expect(principal?.warehouse).toBe('DCHI');
    const priced = await gateway.as(principal);
    priced.answer({
      'POST /index/products/query': () => erpSearchResult([erpHit('glove-1')]),
      'GET /pricing': pricesEveryItem(),
    });
    await priced.run(
      '{ productSearch(input: { query: "gloves" }) { nodes { items { price { quantityAvailable } } } } }',
    );
    expect(priced.callsTo('GET /pricing')[0]!.query).toMatchObject({ warehouse_key: 'DCHI' });
  });

  it('refuses staff whose associate status cannot be confirmed', async () => {
    const gateway = await unitGateway(
      {
        ...loginAnswers(PERSONA_USERS.associate()),
        'GET /associate/status/{id}': () => {
          throw erpError(503, 'Unavailable.');
        },
      },
      { principal: null },
    );
    const result = await gateway.run(LOGIN, {
      input: { username: 'associate@vallen.example', password: 'Demo1234!' },
    });
    expect(result.data).toEqual({
      login: {
        viewer: null,
        userErrors: [{ field: null, message: 'Associate status check failed', code: 'ACCOUNT_DISABLED' }],
      },
    });
    expect(gateway.cookies).toEqual([]);
  });

  it('logs staff in once the ERP confirms them as an active associate', async () => {
    const gateway = await unitGateway(loginAnswers(PERSONA_USERS.associate()), { principal: null });
    const result = await gateway.run(LOGIN, {
      input: { username: 'associate@vallen.example', password: 'Demo1234!' },
    });
    expect(result.data).toMatchObject({ login: { viewer: { name: 'Val Associate' }, userErrors: [] } });
    expect(gateway.callsTo('GET /associate/status/{id}')[0]!.path).toBe('/associate/status/associate%40vallen.example');
  });

  it('says the user status check failed when a refused account’s status cannot be read', async () => {
    const gateway = await unitGateway(
      {
        'POST /login_check': () => {
          throw erpError(403, 'Account disabled.');
        },
        'GET /user/status/{id}': () => {
          throw erpError(500, 'Internal error.');
        },
      },
      { principal: null },
    );
    const result = await gateway.run(LOGIN, { input: { username: 'disabled@acme.example', password: 'Demo1234!' } });
    expect(result.data).toEqual({
      login: {
        viewer: null,
        userErrors: [{ field: null, message: 'User status check failed', code: 'UPSTREAM_UNAVAILABLE' }],
      },
    });
  });
});
