// Sessions and accounts on the shared stack: the attack findings 1, 4 and 5 (each fails if its
// finding comes back) and the checks that held (bearer tokens, cookies of every shape, session
// fixation); attack classes 5, 6, 12 and 19 record their figures here.
import { describe, expect } from 'vitest';
import { createHmac } from 'node:crypto';
import { signToken } from '@mro/erp-sandbox';
import { test } from '../../testing/fixtures.ts';
import { BEARER_REFUSED, SESSION_COOKIE } from '../../auth/session.ts';
import { TestClient, callsOf } from '../../testing/stack.ts';
import { attackFigures } from '@mro/attack-figures';

// Bad credentials beyond auth.integration.test.ts: bearer tokens (the ERP's JWT is no credential on
// the gateway) and session cookies of every shape are refused without an ERP call, never cached,
// never remembered against a later good session, and never answered with a 500.
const now = () => Math.floor(Date.now() / 1000);
const claims = () => ({
  sub: '1',
  username: 'buyer@acme.example',
  customer_number: '10001',
  iat: now(),
  exp: now() + 600,
});
const forge = (payload: Record<string, unknown>, alg: string, secret = 'attacker') => {
  const header = Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = alg === 'none' ? '' : createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
};
const VIEWER = '{ viewer { username customerNumber } }';
const it = test.extend(
  'asBearer',
  ({ stack }) =>
    (token: string) =>
      stack.client().gql<{ viewer: { username: string } | null }>(VIEWER, {}, { authorization: `Bearer ${token}` }),
);

describe('bearer tokens and bad session cookies', () => {
  it('refuses a valid ERP token, a forged and an unsigned one alike, without asking the ERP', async ({
    stack,
    asBearer,
  }) => {
    await stack.resetErpCalls();
    const figures = attackFigures(19);
    const valid = signToken({ sub: 1, username: 'buyer@acme.example', customer_number: '10001' });
    for (const token of [valid, forge(claims(), 'HS256'), forge(claims(), 'none')]) {
      const result = await figures.counting(asBearer)(token);
      figures.gotThrough(result.data?.viewer ? 1 : 0);
      expect(result.status).toBe(200);
      expect(result.errors?.[0]).toMatchObject({ message: BEARER_REFUSED, extensions: { code: 'UNAUTHENTICATED' } });
      expect(result.data?.viewer ?? null).toBeNull();
      expect(result.headers.get('cache-control')).toBe('no-store');
    }
    expect((await stack.erpCalls()).total).toBe(0);
  });

  it('answers session cookies of every shape with UNAUTHENTICATED, never 500', async ({ stack }) => {
    const shapes = [
      'a',
      'a.b',
      '...',
      'x'.repeat(4_000),
      'A'.repeat(43),
      `${'A'.repeat(42)}%00`,
      encodeURIComponent(forge(claims(), 'HS256')),
      '%zz',
    ];
    const figures = attackFigures(19);
    for (const value of shapes) {
      const client = stack.client();
      client.cookies.set(SESSION_COOKIE, value);
      const result = await figures.send(() => client.gql<{ viewer: unknown }>(VIEWER));
      figures.gotThrough(result.data?.viewer ? 1 : 0);
      expect(result.status).toBeLessThan(500);
      // '%zz' is no cookie at all (bad percent-encoding): a guest.
      if (value !== '%zz') expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('serves a good session right after bad ones: no refusal was remembered', async ({ stack, asBearer }) => {
    expect((await asBearer(forge(claims(), 'HS256'))).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const client = await stack.clientAs('buyer@acme.example');
    const result = await client.gql<{ viewer: { username: string } | null }>(VIEWER);
    expect(result.errors).toBeUndefined();
    expect(result.data?.viewer).toEqual({ username: 'buyer@acme.example', customerNumber: '10001' });
  });
});

// Finding 1: logout did not end the session; the cookie carried the ERP's JWT, which also worked as
// a Bearer token on the gateway. Fails if a copied cookie outlives logout, or if the ERP token
// reaches the browser or is accepted from it.
const PROFILE = '{ viewer { username } orderHistory { totalCount } paymentOptions { savedCards { token } } }';
const SESSION_LOGIN =
  'mutation ($input: LoginInput!) { login(input: $input) { viewer { username } userErrors { code message } } }';

const erpToken = async (sandboxUrl: string) => {
  const response = await fetch(`${sandboxUrl}/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _username: 'buyer@acme.example', _password: 'Demo1234!' }),
  });
  return ((await response.json()) as { token: string }).token;
};

describe('finding 1: sessions end at logout and the ERP token stays on the server', () => {
  it('refuses a cookie copied before logout, for the profile, orders and saved cards', async ({ stack }) => {
    const buyer = stack.client();
    await buyer.login('buyer@acme.example');
    const copied = buyer.cookies.get(SESSION_COOKIE) ?? '';
    // An attacker's own client, replaying the copied cookie (it ignores being told to clear it).
    const figures = attackFigures(5);
    const replayCookie = (query: string) => {
      const stolen = new TestClient(stack.gateway.url);
      stolen.cookies.set(SESSION_COOKIE, copied);
      return stolen.gql<{ viewer: { username: string } | null }>(query);
    };
    expect((await replayCookie(PROFILE)).data?.viewer?.username).toBe('buyer@acme.example');
    // After logout every replay is an attempt; one answered with data got through.
    const replay = async (query: string) => {
      const result = await figures.send(() => replayCookie(query));
      figures.gotThrough(result.data ? 1 : 0);
      return result;
    };

    expect((await buyer.gql('mutation { logout { loggedOut } }')).data).toEqual({ logout: { loggedOut: true } });
    const after = await replay(PROFILE);
    expect(after.status).toBe(200);
    expect(after.data ?? null).toBeNull();
    expect(after.errors?.[0]).toMatchObject({ message: 'Token has expired.', extensions: { code: 'UNAUTHENTICATED' } });
    for (const query of ['{ orderHistory { totalCount } }', '{ paymentOptions { savedCards { token } } }']) {
      const result = await replay(query);
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('never sends the ERP token to the browser: the cookie is an opaque id, the body has no JWT', async ({ stack }) => {
    const client = stack.client();
    const result = await client.gql(SESSION_LOGIN, {
      input: { username: 'buyer@acme.example', password: 'Demo1234!' },
    });
    const setCookie = result.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(new RegExp(`${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toMatch(/eyJ/);
    expect(JSON.stringify(result.data)).not.toMatch(/eyJ/);
  });

  it('refuses the ERP token as a Bearer credential, before and after logout', async ({ stack }) => {
    const token = await erpToken(stack.sandboxUrl);
    const asBearer = () => stack.client().gql(PROFILE, {}, { authorization: `Bearer ${token}` });
    const before = await asBearer();
    expect(before.data ?? null).toBeNull();
    expect(before.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const buyer = await stack.clientAs('buyer@acme.example');
    await buyer.gql('mutation { logout { loggedOut } }');
    const after = await asBearer();
    expect(after.data ?? null).toBeNull();
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

// Session fixation (held in the attack run): a session id an attacker plants in the victim's browser
// before the victim logs in (made up, a guest's, or the attacker's own session) never becomes the
// victim's session.
describe('session fixation', () => {
  it('gives every login a new session id, so a planted one never carries the victim', async ({ stack }) => {
    const attacker = await stack.clientAs('buyer@globex.example');
    const planted = [
      ['made up', 'A'.repeat(43)],
      ["the attacker's own session", attacker.cookies.get(SESSION_COOKIE) ?? ''],
    ] as const;
    const figures = attackFigures(6);
    for (const [label, id] of planted) {
      const victim = stack.client();
      victim.cookies.set(SESSION_COOKIE, id);
      const login = await figures.send(() =>
        victim.gql(SESSION_LOGIN, { input: { username: 'buyer@acme.example', password: 'Demo1234!' } }),
      );
      expect(login.errors, label).toBeUndefined();
      // The attacker, holding the planted id, asks who is logged in.
      const holder = new TestClient(stack.gateway.url);
      holder.cookies.set(SESSION_COOKIE, id);
      const asked = await figures.send(() => holder.gql<{ viewer: { username: string } | null }>(VIEWER));
      const carriesVictim = asked.data?.viewer?.username === 'buyer@acme.example';
      figures.gotThrough(carriesVictim || victim.cookies.get(SESSION_COOKIE) === id ? 1 : 0);
      expect(victim.cookies.get(SESSION_COOKIE), label).not.toBe(id);
      expect(asked.data?.viewer?.username ?? null, label).not.toBe('buyer@acme.example');
    }
  });
});

// Finding 4: accounts could be enumerated by login (the disabled-account message), recovery and
// registration. Fails if login answers tell an unknown user from a wrong password or a disabled
// account without its password, or if the spec's recovery and registration texts stop being throttled.
const ENUMERATION_LOGIN =
  'mutation ($input: LoginInput!) { login(input: $input) { viewer { username } userErrors { field code message } } }';
const RECOVER =
  'mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message userErrors { code } } }';
const REGISTER =
  'mutation ($input: RegisterAccountInput!) { registerAccount(input: $input) { status userErrors { code message } } }';

type LoginData = { login: { viewer: unknown; userErrors: { field: string | null; code: string; message: string }[] } };

describe('finding 4: no account enumeration', () => {
  it('answers an unknown user, a wrong password and a disabled account with a wrong password identically', async ({
    stack,
  }) => {
    const answers: unknown[] = [];
    const figures = attackFigures(12);
    for (const [username, address] of [
      ['nobody@acme.example', '203.0.113.1'],
      ['buyer@acme.example', '203.0.113.2'],
      ['disabled@acme.example', '203.0.113.3'],
    ] as const) {
      const result = await figures.send(() =>
        stack
          .client()
          .gql<LoginData>(
            ENUMERATION_LOGIN,
            { input: { username, password: 'not-the-password' } },
            { 'x-forwarded-for': address },
          ),
      );
      answers.push({ status: result.status, data: result.data, cookies: result.headers.getSetCookie() });
    }
    const expected = {
      status: 200,
      data: {
        login: {
          viewer: null,
          userErrors: [{ field: null, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' }],
        },
      },
      cookies: [],
    };
    // Each answer that differs from the first tells the prober something.
    figures.gotThrough(answers.filter((answer) => JSON.stringify(answer) !== JSON.stringify(answers[0])).length);
    expect(answers).toEqual([expected, expected, expected]);
  });

  it('tells a disabled account its status only after the right password', async ({ stack }) => {
    const result = await stack
      .client()
      .gql<LoginData>(ENUMERATION_LOGIN, { input: { username: 'disabled@acme.example', password: 'Demo1234!' } });
    expect(result.data?.login.userErrors[0]).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: expect.stringMatching(/disabled/) as unknown,
    });
  });

  it('keeps the spec texts of recovery and registration, but a prober gets 10 answers an hour', async ({ stack }) => {
    const prober = stack.client();
    const headers = { 'x-forwarded-for': '198.51.100.20' };
    const recovery: string[] = [];
    for (let n = 0; n < 15; n += 1) {
      const result = await prober.gql<{ requestPasswordReset: { userErrors: { code: string }[] } }>(
        RECOVER,
        { input: { username: `probe${n}@acme.example` } },
        headers,
      );
      recovery.push(result.data?.requestPasswordReset.userErrors[0]?.code ?? 'SENT');
    }
    expect(recovery).toEqual([
      ...Array.from({ length: 10 }, () => 'NOT_FOUND'),
      ...Array.from({ length: 5 }, () => 'THROTTLED'),
    ]);
    const registration: string[] = [];
    for (let n = 0; n < 12; n += 1) {
      const result = await prober.gql<{ registerAccount: { userErrors: { code: string; message: string }[] } }>(
        REGISTER,
        {
          input: {
            customerNumber: '10001',
            registrationType: 'NEW',
            username: n % 2 === 0 ? 'buyer@acme.example' : `probe${n}@acme.example`,
            name: 'Probe',
            password: 'abc123',
            confirmPassword: 'abc123',
          },
        },
        headers,
      );
      registration.push(result.data?.registerAccount.userErrors[0]?.code ?? 'CREATED');
    }
    expect(registration.slice(10)).toEqual(['THROTTLED', 'THROTTLED']);
  });
});

// Finding 5: registrationCustomer gave any visitor a company's name and bill-to address for short
// sequential customer numbers. Fails if the street or ZIP come back unmasked, or if a walk over
// numbers gets more than a handful of answers from one address.
const LOOKUP =
  'query ($n: String!) { registrationCustomer(customerNumber: $n) { customer { customerNumber name address { line1 line2 city state zip } } userErrors { code message retryAfterSeconds } } }';
type Lookup = {
  registrationCustomer: {
    customer: {
      name: string;
      address: { line1: string; line2: string | null; city: string; state: string; zip: string };
    } | null;
    userErrors: { code: string; message: string; retryAfterSeconds: number | null }[];
  };
};

describe('finding 5: the registration lookup hands out little, and rarely', () => {
  it('shows the name, city and state to confirm with, the street and ZIP masked', async ({ stack }) => {
    const result = await stack.client().gql<Lookup>(LOOKUP, { n: '10001' });
    const customer = result.data?.registrationCustomer.customer;
    expect(customer?.name).toBe('Acme Fabrication');
    expect(customer?.address.line1).toMatch(/^(\S•*)( \S•*)*$/);
    expect(customer?.address.line1).not.toMatch(/[^\s•]{2}/);
    expect(customer?.address.line2).toBeNull();
    expect(customer?.address.zip).toMatch(/^.{3}•+$/);
    expect(customer?.address.city.length).toBeGreaterThan(0);
  });

  it('answers a walk over sequential numbers 10 times an hour per address, then THROTTLED', async ({ stack }) => {
    await stack.resetErpCalls();
    const walker = stack.client();
    const codes: string[] = [];
    const figures = attackFigures(12);
    for (let n = 10000; n < 10030; n += 1) {
      const result = await figures.send(() =>
        walker.gql<Lookup>(LOOKUP, { n: String(n) }, { 'x-forwarded-for': '198.51.100.50' }),
      );
      expect(result.status).toBe(200);
      codes.push(result.data?.registrationCustomer.userErrors[0]?.code ?? 'FOUND');
    }
    const looked = callsOf(await stack.erpCalls(), 'GET /customer/master/{customerNumber}');
    figures.gotThrough(looked);
    expect(codes.slice(10)).toEqual(Array.from({ length: 20 }, () => 'THROTTLED'));
    expect(looked).toBeLessThanOrEqual(10);
  });
});
