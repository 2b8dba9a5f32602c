import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';

const account = { customer_number: '10010', spend_limit: -1, max_limit: 500, limit_type: 'dollars' };
const body = {
  request_type: 'add',
  user_name: 'Roy Batty',
  user_email: 'roy@tyrell.example',
  customer: '10010',
  accounts: [account, { ...account, customer_number: '10001', limit_type: 'units', limit_reset_years: 1 }],
};

describe('POST /user-setup', () => {
  it('keeps the request pending and answers 201', async ({ t, tyrell }) => {
    const created = await t.call('POST', '/user-setup', { token: tyrell, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'pending',
      authorized_by: 'manager@tyrell.example',
      user_name: 'Roy Batty',
    });
    expect(created.body.accounts).toHaveLength(2);
  });

  it('refuses users without user_setup and bad requests', async ({ t, tyrell, buyer }) => {
    expect((await t.call('POST', '/user-setup', { token: buyer, body })).status).toBe(403);
    for (const broken of [
      { ...body, user_email: 'nope' },
      { ...body, customer: '' },
      { ...body, accounts: [] },
      { ...body, accounts: [{ ...account, spend_limit: -5 }] },
      { ...body, request_type: 'delete' },
    ])
      expect((await t.call('POST', '/user-setup', { token: tyrell, body: broken })).status).toBe(400);
  });
});
