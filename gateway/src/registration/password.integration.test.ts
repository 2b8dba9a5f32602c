import { describe, expect } from 'vitest';
import { test } from '../testing/fixtures.ts';
import { EMAIL_INVALID } from '@mro/rules/common';
import { PASSWORD_MESSAGES } from '@mro/rules/password';
import { RESET_MESSAGES } from './password-provider.ts';

const RECOVER =
  'mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message userErrors { field message code } } }';
const RESET =
  'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { message userErrors { field message code } } }';
type Outcome = { message: string | null; userErrors: { field: string | null; message: string; code: string }[] };

const it = test
  .extend(
    'recover',
    ({ stack }) =>
      async (username: string) =>
        (await stack.client().gql<{ requestPasswordReset: Outcome }>(RECOVER, { input: { username } })).data!
          .requestPasswordReset,
  )
  .extend(
    'reset',
    ({ stack }) =>
      async (input: Record<string, string>) =>
        (await stack.client().gql<{ resetPassword: Outcome }>(RESET, { input })).data!.resetPassword,
  )
  .extend('lastLink', ({ stack }) => async (to: string) => {
    const mail = (await (await fetch(`${stack.sandboxUrl}/__sandbox/mail`)).json()) as {
      to: string;
      link: string | null;
    }[];
    const link = new URL(mail.find((m) => m.to === to)!.link!);
    return { link, h: link.searchParams.get('h')!, u: link.searchParams.get('u')! };
  });

describe('password recovery', () => {
  it('requires a valid e-mail', async ({ recover }) => {
    expect((await recover('')).userErrors).toEqual([
      { field: 'username', message: 'The E-mail address field is required.', code: 'INVALID_INPUT' },
    ]);
    expect((await recover('nope')).userErrors[0]?.message).toBe(EMAIL_INVALID);
  });

  it('answers the unknown-account message', async ({ recover }) => {
    expect((await recover('nobody@nowhere.example')).userErrors).toEqual([
      {
        field: 'username',
        code: 'NOT_FOUND',
        message: 'We were unable to find an account associated with the e-mail address you entered. Please try again.',
      },
    ]);
  });

  it('checks the account status first: a disabled account gets its status message and no mail', async ({
    stack,
    recover,
  }) => {
    const result = await recover('disabled@acme.example');
    expect(result.userErrors[0]).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers as any
      message: expect.stringMatching(/disabled/),
    });
    const mail = (await (await fetch(`${stack.sandboxUrl}/__sandbox/mail`)).json()) as { to: string }[];
    expect(mail.some((m) => m.to === 'disabled@acme.example')).toBe(false);
  });

  it('mails a reset link to the store, which sets a new password that logs in', async ({
    stack,
    recover,
    lastLink,
    reset,
  }) => {
    expect(await recover('Units@Northwind.example')).toEqual({
      message: 'Please check your e-mail for password reset instructions.',
      userErrors: [],
    });
    const { link, h, u } = await lastLink('units@northwind.example');
    expect(link.origin).toBe(stack.gateway.url);
    expect(link.pathname).toBe('/reset');
    expect(await reset({ username: u, hash: h, password: 'fresh123', confirmPassword: 'fresh123' })).toEqual({
      message: 'Password successfully updated.',
      userErrors: [],
    });
    await stack.client().login('units@northwind.example', 'fresh123');
    expect(
      (await reset({ username: u, hash: h, password: 'again123', confirmPassword: 'again123' })).userErrors,
    ).toEqual([{ field: null, code: 'NOT_FOUND', message: 'Link has expired, please reset your password.' }]);
  });

  it('reports an expired link', async ({ stack, recover, lastLink, reset }) => {
    await recover('buyer@globex.example');
    const { h, u } = await lastLink('buyer@globex.example');
    await fetch(`${stack.sandboxUrl}/__sandbox/reset-links/expire`, { method: 'POST' });
    expect(
      (await reset({ username: u, hash: h, password: 'fresh123', confirmPassword: 'fresh123' })).userErrors[0]?.message,
    ).toBe(RESET_MESSAGES.expired);
  });
});

describe('reset rules (b)', () => {
  it('needs 6 characters with a digit and a lowercase letter, a matching confirmation and a complete link', async ({
    stack,
    reset,
  }) => {
    await stack.resetErpCalls();
    expect(
      (await reset({ username: 'a@b.example', hash: 'h', password: 'ABC123', confirmPassword: 'ABC123' })).userErrors,
    ).toEqual([{ field: 'password', code: 'INVALID_INPUT', message: PASSWORD_MESSAGES.ruleB }]);
    expect(
      (await reset({ username: 'a@b.example', hash: 'h', password: 'abc123', confirmPassword: 'abc124' })).userErrors,
    ).toEqual([{ field: 'confirmPassword', code: 'INVALID_INPUT', message: PASSWORD_MESSAGES.confirm }]);
    expect(
      (await reset({ username: '', hash: '', password: '', confirmPassword: '' })).userErrors.map((e) => e.message),
    ).toEqual([RESET_MESSAGES.linkIncomplete, PASSWORD_MESSAGES.required]);
    expect((await stack.erpCalls()).total).toBe(0);
  });
});
