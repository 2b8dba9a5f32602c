import { describe, expect } from 'vitest';
import { DEMO_PASSWORD } from '@mro/erp-sandbox';
import { test } from '../testing/fixtures.ts';
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
    // The stack is shared: Uma gets the demo password back for the tests that log in as her.
    await recover('units@northwind.example');
    const back = await lastLink('units@northwind.example');
    const restored = await reset({
      username: back.u,
      hash: back.h,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    });
    expect(restored.userErrors).toEqual([]);
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
