// Changing one's password from the profile over the typed fake ERP: rule (c) before the ERP, the
// ERP's refusal of a wrong current password beside its field, and what is sent when it is right.
import { describe, expect, it } from 'vitest';
import { erpError } from '../testing/fake-erp.ts';
import { unitGateway } from '../testing/unit.ts';
import { erpUser, principalOfUser } from '../testing/erp-answers/account.ts';

const PASSWORD = `mutation P($input: ChangePasswordInput!) { changePassword(input: $input) { changed userErrors { field message code } } }`;

describe('the profile', () => {
  it('changes the password under rule (c) after checking the current one', async () => {
    const express = erpUser({ id: 8, username: 'express@acme.example', user_type: 'express' });
    const gateway = await unitGateway(
      {
        'GET /user/{id}': () => express,
        'PUT /user/{id}': ({ body }) => {
          // The sandbox's answer to a wrong current password (erp-sandbox/src/profile/profile-update.ts).
          if ((body as { current_password?: string }).current_password !== 'Demo1234!')
            throw erpError(400, 'current_password: The current password is not correct.');
          return express;
        },
      },
      { principal: principalOfUser(express) },
    );
    const weak = await gateway.run(PASSWORD, {
      input: { currentPassword: 'Demo1234!', newPassword: 'weakpass', confirmPassword: 'weakpass' },
    });
    expect(weak.data).toEqual({
      changePassword: {
        changed: false,
        userErrors: [
          {
            field: 'newPassword',
            message:
              'The new password must be 8 to 50 characters long and contain a number, an upper-case letter, a lower-case letter and a special character.',
            code: 'INVALID_INPUT',
          },
        ],
      },
    });
    expect(gateway.callsTo('PUT /user/{id}')).toEqual([]);
    const wrong = await gateway.run(PASSWORD, {
      input: { currentPassword: 'Wrong1234!', newPassword: 'Better#2026', confirmPassword: 'Better#2026' },
    });
    expect(wrong.data).toEqual({
      changePassword: {
        changed: false,
        userErrors: [{ field: 'currentPassword', message: 'The current password is not correct.', code: 'REJECTED' }],
      },
    });
    const changed = await gateway.run(PASSWORD, {
      input: { currentPassword: 'Demo1234!', newPassword: 'Better#2026', confirmPassword: 'Better#2026' },
    });
    expect(changed.data).toEqual({ changePassword: { changed: true, userErrors: [] } });
    expect(gateway.callsTo('PUT /user/{id}').at(-1)).toMatchObject({
      path: '/user/8',
      body: { current_password: 'Demo1234!', password: 'Better#2026' },
    });
  });
});
