// Issue 30: the log holds no password, card number or session id, whatever a request carries and
// wherever it lands in a line (a field, an error's message or stack, a storefront's report). Attack
// class 26 records its figures here: each request carrying a secret is an attempt.
import { DEMO_PASSWORD } from '@mro/erp-sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStack, type Stack } from '../../testing/stack.ts';
import { attackFigures } from './figures/record.ts';

const WRONG_PASSWORD = 'Wrong-Secret-Pw-9731';
const CARD = '4111111111111111';
const CARD_SPACED = '4111 1111 1111 1111';

const logged: string[] = [];
let stack: Stack;
beforeAll(async () => {
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    logged.push(String(chunk));
    return true;
  });
  // Everything the gateway logs, at every level.
  stack = await startStack({ logLevel: 'debug' });
});
afterAll(async () => {
  await stack.close();
  vi.restoreAllMocks();
});

const ADD_CARD = `mutation AddSavedCard($input: AddSavedCardInput!) {
  addSavedCard(input: $input) { savedCards { token } userErrors { field message } }
}`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { viewer { id } userErrors { message } } }`;

describe('the log of requests carrying a password, a card number and a session cookie', () => {
  it('holds none of them', async () => {
    const manager = stack.client();
    const figures = attackFigures(26);
    await figures.send(() =>
      manager.gql(LOGIN, { input: { username: 'manager@tyrell.example', password: WRONG_PASSWORD } }),
    );
    await manager.login('manager@tyrell.example', DEMO_PASSWORD);
    const sessionId = manager.cookies.get('mro_session') ?? '';
    expect(sessionId.length).toBeGreaterThan(20);

    const card = {
      nameOnCard: 'Ada Lovelace',
      number: CARD_SPACED,
      expirationMonth: 12,
      expirationYear: new Date().getFullYear() + 2,
      securityCode: '123',
      billingAddress: '1 Main St',
      zip: '74103',
    };
    await figures.send(() => manager.gql(ADD_CARD, { input: card }, { 'x-request-id': 'add-card' }));
    // The ERP failing on the card: the failure and its cause are logged.
    await stack.setFaults([{ route: 'POST /payment-method', errorRate: 1, errorStatus: 500 }]);
    try {
      await figures.send(() =>
        manager.gql(ADD_CARD, { input: { ...card, number: CARD } }, { 'x-request-id': 'add-card-down' }),
      );
    } finally {
      await stack.setFaults([]);
    }
    // A storefront's report quoting all three, as a careless error message would.
    const report = await figures.counting(fetch)(`${stack.gateway.url}/client-errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `mro_session=${sessionId}` },
      body: JSON.stringify({
        message: `Payment failed for card ${CARD} {"password":"${WRONG_PASSWORD}"} with Cookie: mro_session=${sessionId}`,
        status: 500,
        operationName: 'Profile',
        variables: { password: DEMO_PASSWORD },
      }),
    });
    expect(report.status).toBe(204);
    // A request whose id is a card number.
    await figures.send(() =>
      manager.gql('{ viewer { id } }', {}, { 'x-request-id': CARD, authorization: `Bearer ${sessionId}` }),
    );

    await expect.poll(() => logged.join('')).toContain('"requestId":"add-card-down"');
    await expect.poll(() => logged.join('')).toContain('client error reported');
    const log = logged.join('');
    // The log has these requests' lines: the grep below reads something.
    expect(log).toContain('"operation":"AddSavedCard"');
    const secrets = [WRONG_PASSWORD, DEMO_PASSWORD, CARD, CARD_SPACED, sessionId];
    figures.gotThrough(secrets.filter((secret) => log.includes(secret)).length);
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).toContain('[card number]');
  });
});
