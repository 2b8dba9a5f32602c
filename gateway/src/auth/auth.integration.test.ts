// Login, logout and the session cookie over HTTP on the shared stack: what a browser keeps and sends.
// The refusals before and from the ERP are unit tests in login.test.ts.
import { describe, expect } from 'vitest';
import { createHmac } from 'node:crypto';
import { it } from '../testing/fixtures.ts';
import { BEARER_REFUSED, SESSION_COOKIE } from './session.ts';

const LOGIN =
  'mutation Login($input: LoginInput!) { login(input: $input) { viewer { name customerNumber } userErrors { field message code } } }';
const VIEWER = '{ viewer { username customerNumber roles amountMode } }';

const jwt = (claims: Record<string, unknown>, secret: string, alg = 'HS256') => {
  const header = Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature =
    alg === 'none' ? '' : createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
};

describe('login and session', () => {
  it('logs in, sets an HttpOnly session cookie and knows the viewer', async ({ stack }) => {
    const client = stack.client();
    const result = await client.gql(LOGIN, { input: { username: 'Buyer@Acme.example', password: 'Demo1234!' } });
    expect(result.data).toEqual({
      login: { viewer: { name: 'Bianca Buyer', customerNumber: '10001' }, userErrors: [] },
    });
    const setCookie = result.headers.getSetCookie().join('\n');
    expect(setCookie).toContain(`${SESSION_COOKIE}=`);
    expect(setCookie).toContain('HttpOnly');
    expect(JSON.stringify(result.data)).not.toContain('eyJ');
    const viewer = await client.gql(VIEWER);
    expect(viewer.data).toEqual({
      viewer: { username: 'buyer@acme.example', customerNumber: '10001', roles: ['USER'], amountMode: 'CURRENCY' },
    });
  });

  it('logs out by ending the session on the server and clearing the cookie', async ({ stack }) => {
    const client = stack.client();
    await client.login('buyer@acme.example');
    const id = decodeURIComponent(client.cookies.get(SESSION_COOKIE) ?? '');
    const result = await client.gql('mutation { logout { loggedOut } }');
    expect(result.data).toEqual({ logout: { loggedOut: true } });
    expect(result.headers.getSetCookie().join()).toContain('Max-Age=0');
    expect((await client.gql(VIEWER)).data).toEqual({ viewer: null });
    expect(await stack.gateway.services.sessions.read(id)).toBeNull();
  });

  it('starts a new session id at every login, ending the one the browser had', async ({ stack }) => {
    const client = await stack.clientAs('buyer@acme.example');
    const first = decodeURIComponent(client.cookies.get(SESSION_COOKIE) ?? '');
    await client.login('buyer@acme.example');
    const second = decodeURIComponent(client.cookies.get(SESSION_COOKIE) ?? '');
    expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    expect(await stack.gateway.services.sessions.read(first)).toBeNull();
    expect((await client.gql<{ viewer: { username: string } }>(VIEWER)).data?.viewer.username).toBe(
      'buyer@acme.example',
    );
  });
});

describe('session reads', () => {
  it('asks the session store once per request, however many fields need the viewer', async ({ stack }) => {
    const client = await stack.clientAs('buyer@acme.example');
    const { services } = stack.gateway;
    const store = services.sessions;
    let reads = 0;
    services.sessions = {
      kind: store.kind,
      create: (principal) => store.create(principal),
      delete: (id) => store.delete(id),
      createTicket: (principal, ttl) => store.createTicket(principal, ttl),
      takeTicket: (id) => store.takeTicket(id),
      update: (id, principal) => store.update(id, principal),
      endSessionsOf: (username, keep) => store.endSessionsOf(username, keep),
      staleRightsOf: (username) => store.staleRightsOf(username),
      read: (id) => {
        reads += 1;
        return store.read(id);
      },
    };
    try {
      const result = await client.gql<{ viewer: { username: string } }>(
        '{ viewer { username } cart { lineCount } shipTos { id } productSearch(input: { query: "gloves" }) { totalCount } }',
      );
      expect(result.data?.viewer.username).toBe('buyer@acme.example');
      expect(reads).toBe(1);
    } finally {
      services.sessions = store;
    }
  });
});

describe('bad sessions', () => {
  it('forces logout with "Token has expired." for a session the store no longer has', async ({ stack }) => {
    const client = await stack.clientAs('buyer@acme.example');
    const id = decodeURIComponent(client.cookies.get(SESSION_COOKIE) ?? '');
    await stack.gateway.services.sessions.delete(id);
    const result = await client.gql(VIEWER);
    expect(result.status).toBe(200);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Token has expired.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('answers "Failed to parse token." for an old signed cookie or garbage', async ({ stack }) => {
    const oldStyle = `${Buffer.from(JSON.stringify({ userId: 1, token: 'a.b.c' })).toString('base64url')}.c2lnbmF0dXJl`;
    for (const value of [oldStyle, 'garbage']) {
      const client = stack.client();
      client.cookies.set(SESSION_COOKIE, encodeURIComponent(value));
      const result = await client.gql('{ productSearch(input: {}) { totalCount } }');
      expect(result.errors?.[0]).toMatchObject({
        message: 'Failed to parse token.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
  });

  it('refuses every bearer token, the ERP token included, never with a 500', async ({ stack }) => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: '1', username: 'buyer@acme.example', customer_number: '10001', iat: now };
    const erp = await fetch(`${stack.sandboxUrl}/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ _username: 'buyer@acme.example', _password: 'Demo1234!' }),
    });
    const { token: erpToken } = (await erp.json()) as { token: string };
    for (const token of [
      erpToken,
      jwt({ ...claims, exp: now - 10 }, 'whatever'),
      jwt({ ...claims, exp: now + 600 }, '', 'none'),
      'not.a.jwt',
    ]) {
      const result = await stack.client().gql(VIEWER, {}, { authorization: `Bearer ${token}` });
      expect(result.status).toBe(200);
      expect(result.errors?.[0]).toMatchObject({ message: BEARER_REFUSED, extensions: { code: 'UNAUTHENTICATED' } });
    }
  });
});
