// Finding 1: logout did not end the session; the cookie carried the ERP's JWT, which also worked as
// a Bearer token on the gateway. Fails if a copied cookie outlives logout, or if the ERP token
// reaches the browser or is accepted from it.
import { describe, expect } from 'vitest';
import { it } from '../../testing/fixtures.ts';
import { SESSION_COOKIE } from '../../auth/session.ts';
import { TestClient } from '../../testing/stack.ts';

const PROFILE = '{ viewer { username } orderHistory { totalCount } paymentOptions { savedCards { token } } }';
const LOGIN =
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
    const replay = (query: string) => {
      const stolen = new TestClient(stack.gateway.url);
      stolen.cookies.set(SESSION_COOKIE, copied);
      return stolen.gql<{ viewer: { username: string } | null }>(query);
    };
    expect((await replay(PROFILE)).data?.viewer?.username).toBe('buyer@acme.example');

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
    const result = await client.gql(LOGIN, { input: { username: 'buyer@acme.example', password: 'Demo1234!' } });
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
