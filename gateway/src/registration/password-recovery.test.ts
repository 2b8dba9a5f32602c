// Password recovery over the typed fake ERP: the e-mail and reset rules before the ERP, the account
// status checked before any mail, and the unknown-account message. The mailed link that sets a new
// password stays on the stack in people.integration.test.ts.
import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID } from '@mro/rules/common';
import { erpError } from '../testing/fake-erp.ts';
import { unitGateway, type UnitGateway } from '../testing/unit.ts';

const RECOVER =
  'mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message userErrors { field message code } } }';
const RESET =
  'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { message userErrors { field message code } } }';
type Outcome = { message: string | null; userErrors: { field: string | null; message: string; code: string }[] };

const DISABLED =
  'This account exists but has been disabled. Please contact support at support@vallen.example to have it activated.';
const guest = () =>
  unitGateway(
    {
      'GET /user/status/{id}': ({ path }) => {
        if (decodeURIComponent(path).endsWith('/disabled@acme.example'))
          return { active: false, errorMessage: DISABLED };
        throw erpError(404, 'No such user.');
      },
    },
    { principal: null },
  );
const recover = async (gateway: UnitGateway, username: string) =>
  (await gateway.run<{ requestPasswordReset: Outcome }>(RECOVER, { input: { username } })).data!.requestPasswordReset;
const reset = async (gateway: UnitGateway, input: Record<string, string>) =>
  (await gateway.run<{ resetPassword: Outcome }>(RESET, { input })).data!.resetPassword;

describe('password recovery', () => {
  it('requires a valid e-mail', async () => {
    const gateway = await guest();
    expect((await recover(gateway, '')).userErrors).toEqual([
      { field: 'username', message: 'The E-mail address field is required.', code: 'INVALID_INPUT' },
    ]);
    expect((await recover(gateway, 'nope')).userErrors[0]?.message).toBe(EMAIL_INVALID);
    expect(gateway.calls).toEqual([]);
  });

  it('answers the unknown-account message', async () => {
    expect((await recover(await guest(), 'nobody@nowhere.example')).userErrors).toEqual([
      {
        field: 'username',
        code: 'NOT_FOUND',
        message: 'We were unable to find an account associated with the e-mail address you entered. Please try again.',
      },
    ]);
  });

  it('says the user status check failed, and sends no mail, when the status cannot be read', async () => {
    const gateway = await unitGateway(
      {
        'GET /user/status/{id}': () => {
          throw erpError(500, 'Internal error.');
        },
      },
      { principal: null },
    );
    expect(await recover(gateway, 'buyer@acme.example')).toEqual({
      message: null,
      userErrors: [{ field: null, message: 'User status check failed', code: 'UPSTREAM_UNAVAILABLE' }],
    });
    expect(gateway.callsTo('PUT /user/{username}/hash')).toEqual([]);
  });

  it('checks the account status first: a disabled account gets its status message and no mail', async () => {
    const gateway = await guest();
    const result = await recover(gateway, 'disabled@acme.example');
    expect(result.userErrors[0]).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers as any
      message: expect.stringMatching(/disabled/),
    });
    // The mail is the reset hash the ERP sends: never asked for.
    expect(gateway.callsTo('PUT /user/{username}/hash')).toEqual([]);
  });
});

describe('reset rules (b)', () => {
  it('needs 6 characters with a digit and a lowercase letter, a matching confirmation and a complete link', async () => {
    const gateway = await guest();
    expect(
      (await reset(gateway, { username: 'a@b.example', hash: 'h', password: 'ABC123', confirmPassword: 'ABC123' }))
        .userErrors,
    ).toEqual([
      {
        field: 'password',
        code: 'INVALID_INPUT',
        message: 'The password must be at least 6 characters long and contain a number and a lowercase letter.',
      },
    ]);
    expect(
      (await reset(gateway, { username: 'a@b.example', hash: 'h', password: 'abc123', confirmPassword: 'abc124' }))
        .userErrors,
    ).toEqual([{ field: 'confirmPassword', code: 'INVALID_INPUT', message: 'The passwords do not match.' }]);
    expect(
      (await reset(gateway, { username: '', hash: '', password: '', confirmPassword: '' })).userErrors.map(
        (e) => e.message,
      ),
    ).toEqual(['This link is incomplete. Please request a new password reset.', 'The password field is required.']);
    expect(gateway.calls).toEqual([]);
  });
});
