// Finding 2: 300 wrong passwords in 22 s, no lockout. Fails if wrong passwords keep reaching the ERP,
// if a lock does not say when to retry, or if the real owner stays locked out.
import { describe, expect } from 'vitest';
import { startedStack, stackTest } from '../../testing/fixtures.ts';
import { callsOf } from '../../testing/stack.ts';

const LOGIN =
  'mutation ($input: LoginInput!) { login(input: $input) { viewer { username } userErrors { code message retryAfterSeconds } } }';
type Login = {
  login: {
    viewer: { username: string } | null;
    userErrors: { code: string; message: string; retryAfterSeconds: number | null }[];
  };
};

// Behind one trusted proxy the client address is the X-Forwarded-For entry it appends.
const it = stackTest({ trustedProxies: 1 }).extend(
  'quick',
  { scope: 'file' },
  startedStack({
    trustedProxies: 1,
    loginThrottle: {
      account: { free: 3, baseSeconds: 1, maxSeconds: 2 },
      address: { free: 1_000, baseSeconds: 1, maxSeconds: 2 },
    },
  }),
);

describe('finding 2: failed logins are throttled per account and per address', () => {
  it('lets 300 wrong passwords reach the ERP only a few times, each refusal typed, never a 500', async ({ stack }) => {
    await stack.resetErpCalls();
    const client = stack.client();
    const codes = new Map<string, number>();
    let lastLock = '';
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const result = await client.gql<Login>(
        LOGIN,
        { input: { username: 'buyer@acme.example', password: `wrong-${attempt}` } },
        { 'x-forwarded-for': `203.0.113.${attempt % 200}` },
      );
      expect(result.status).toBe(200);
      const error = result.data?.login.userErrors[0];
      codes.set(error?.code ?? 'none', (codes.get(error?.code ?? 'none') ?? 0) + 1);
      if (error?.code === 'THROTTLED') {
        expect(error.retryAfterSeconds).toBeGreaterThan(0);
        lastLock = error.message;
      }
    }
    expect(codes.get('INVALID_CREDENTIALS')).toBe(4);
    expect(codes.get('THROTTLED')).toBe(296);
    expect(lastLock).toMatch(/^Too many failed log-in attempts\. Please try again in \d+ (seconds?|minutes?)\.$/);
    expect(callsOf(await stack.erpCalls(), 'POST /login_check')).toBe(5);
    // The right password during the lock is refused too: the lock is not an oracle.
    const right = await client.gql<Login>(LOGIN, { input: { username: 'buyer@acme.example', password: 'Demo1234!' } });
    expect(right.data?.login.userErrors[0]?.code).toBe('THROTTLED');
  });

  it('locks an address that sprays many accounts, without locking those accounts elsewhere', async ({ stack }) => {
    const sprayer = stack.client();
    const results: string[] = [];
    for (let n = 0; n < 40; n += 1) {
      const result = await sprayer.gql<Login>(
        LOGIN,
        { input: { username: `user${n}@spray.example`, password: 'Summer2026!' } },
        { 'x-forwarded-for': '198.51.100.7' },
      );
      results.push(result.data?.login.userErrors[0]?.code ?? 'none');
    }
    expect(results.slice(0, 29)).toEqual(Array.from({ length: 29 }, () => 'INVALID_CREDENTIALS'));
    expect(results.slice(29)).toEqual(Array.from({ length: 11 }, () => 'THROTTLED'));
    const owner = await stack
      .client()
      .gql<Login>(
        LOGIN,
        { input: { username: 'approver@acme.example', password: 'Demo1234!' } },
        { 'x-forwarded-for': '192.0.2.10' },
      );
    expect(owner.data?.login.viewer?.username).toBe('approver@acme.example');
  });

  it('never locks the real owner out for good: the lock ends and the right password works', async ({ quick }) => {
    const attacker = quick.client();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await attacker.gql<Login>(
        LOGIN,
        { input: { username: 'units@northwind.example', password: 'guess' } },
        { 'x-forwarded-for': '203.0.113.99' },
      );
    }
    const owner = quick.client();
    const tryOwner = () =>
      owner.gql<Login>(
        LOGIN,
        { input: { username: 'units@northwind.example', password: 'Demo1234!' } },
        { 'x-forwarded-for': '192.0.2.44' },
      );
    await expect
      .poll(async () => (await tryOwner()).data?.login.viewer?.username, { timeout: 10_000, interval: 500 })
      .toBe('units@northwind.example');
  });

  it("keeps the owner's own browser out of a lock made from elsewhere (device cookie)", async ({ stack }) => {
    const ownBrowser = stack.client();
    const ownLogin = () =>
      ownBrowser.gql<Login>(
        LOGIN,
        { input: { username: 'approver@acme.example', password: 'Demo1234!' } },
        { 'x-forwarded-for': '192.0.2.77' },
      );
    expect((await ownLogin()).data?.login.viewer?.username).toBe('approver@acme.example');
    expect(ownBrowser.cookies.has('mro_device')).toBe(true);
    await ownBrowser.gql('mutation { logout { loggedOut } }');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await stack
        .client()
        .gql<Login>(
          LOGIN,
          { input: { username: 'approver@acme.example', password: `guess-${attempt}` } },
          { 'x-forwarded-for': `203.0.113.${150 + attempt}` },
        );
    }
    const stranger = await stack
      .client()
      .gql<Login>(
        LOGIN,
        { input: { username: 'approver@acme.example', password: 'Demo1234!' } },
        { 'x-forwarded-for': '192.0.2.78' },
      );
    expect(stranger.data?.login.userErrors[0]?.code).toBe('THROTTLED');
    expect((await ownLogin()).data?.login.viewer?.username).toBe('approver@acme.example');
    // The device cookie is the approver's: it is no way around the buyer's lock (made by the first test).
    const forged = stack.client();
    forged.cookies.set('mro_device', ownBrowser.cookies.get('mro_device') ?? '');
    const other = await forged.gql<Login>(
      LOGIN,
      { input: { username: 'buyer@acme.example', password: 'Demo1234!' } },
      { 'x-forwarded-for': '192.0.2.79' },
    );
    expect(other.data?.login.userErrors[0]?.code).toBe('THROTTLED');
  });
});
