// Finding 4: accounts could be enumerated by login (the disabled-account message), recovery and
// registration. Fails if login answers tell an unknown user from a wrong password or a disabled
// account without its password, or if the spec's recovery and registration texts stop being throttled.
import { describe, expect } from 'vitest';
import { it } from '../../testing/fixtures.ts';

const LOGIN =
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
    const answers = [];
    for (const [username, address] of [
      ['nobody@acme.example', '203.0.113.1'],
      ['buyer@acme.example', '203.0.113.2'],
      ['disabled@acme.example', '203.0.113.3'],
    ] as const) {
      const result = await stack
        .client()
        .gql<LoginData>(LOGIN, { input: { username, password: 'not-the-password' } }, { 'x-forwarded-for': address });
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
    expect(answers).toEqual([expected, expected, expected]);
  });

  it('tells a disabled account its status only after the right password', async ({ stack }) => {
    const result = await stack
      .client()
      .gql<LoginData>(LOGIN, { input: { username: 'disabled@acme.example', password: 'Demo1234!' } });
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
