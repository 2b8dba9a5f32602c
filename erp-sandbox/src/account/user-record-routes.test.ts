import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';
import { PERSONAS } from '../index.ts';

describe('the user settings read at login', () => {
  it('answer the buyer’s own settings at their customer', async ({ t, buyer }) => {
    const answer = await t.call('GET', `/user/settings/${PERSONAS.buyer.id}/10001`, { token: buyer });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      user_id: PERSONAS.buyer.id,
      customer_number: '10001',
      workflow_approval: true,
      workflow_currency: 'dollars',
      workflow_dept_limit: true,
    });
    expect(answer.body.catalog.length).toBeGreaterThan(0);
    // The company settings of §3: Acme groups approvals by department; orders over 25,000 go to its masters.
    expect(answer.body).toMatchObject({
      workflow_group: 'department',
      workflow_method: 'sequential',
      workflow_unit_type: 'all',
      order_limit: 25000,
      item_whse: 'DBEL',
      use_cdf: true,
    });
  });

  it('answer null workflow settings while workflow approval is off, and no custom fields where none exist', async ({
    t,
  }) => {
    const globex = await t.login(PERSONAS.globex.username);
    const answer = await t.call('GET', `/user/settings/${PERSONAS.globex.id}/10004`, { token: globex });
    expect(answer.body).toMatchObject({
      workflow_approval: false,
      workflow_group: null,
      workflow_method: null,
      workflow_unit_type: null,
      order_limit: null,
      item_whse: 'DHOU',
      use_cdf: false,
    });
  });

  it('say units for a units customer’s user', async ({ t, units }) => {
    const answer = await t.call('GET', `/user/settings/${PERSONAS.units.id}/10002`, { token: units });
    expect(answer.body).toMatchObject({ workflow_currency: 'units', workflow_limit_basis: 'cumulative' });
  });

  it('refuse another user, another customer and a caller without a token', async ({ t, buyer }) => {
    expect((await t.call('GET', `/user/settings/${PERSONAS.approver.id}/10001`, { token: buyer })).status).toBe(403);
    expect((await t.call('GET', `/user/settings/${PERSONAS.buyer.id}/10004`, { token: buyer })).status).toBe(403);
    expect((await t.call('GET', `/user/settings/${PERSONAS.buyer.id}/10001`)).status).toBe(401);
  });
});

describe('the customer records read by the user’s id', () => {
  it('answer the customer the buyer buys for, as the customer-number calls do', async ({ t, buyer }) => {
    const id = PERSONAS.buyer.id;
    const summary = await t.call('GET', `/user/customerSummary/${id}`, { token: buyer });
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual((await t.call('GET', '/company/1/10001/summary', { token: buyer })).body);
    expect(summary.body.name).toBe('Acme Fabrication');
    const master = await t.call('GET', `/user/customerMaster/${id}`, { token: buyer });
    expect(master.body).toEqual((await t.call('GET', '/customer/master/10001')).body);
    const shipTos = await t.call('GET', `/user/ship-tos/${id}`, { token: buyer });
    expect(shipTos.body).toEqual((await t.call('GET', '/company/ship_tos/10001', { token: buyer })).body);
    expect(shipTos.body.length).toBeGreaterThan(0);
  });

  it('refuse another user’s records and a caller without a token', async ({ t, buyer }) => {
    const other = PERSONAS.approver.id;
    for (const path of [`/user/customerSummary/${other}`, `/user/customerMaster/${other}`, `/user/ship-tos/${other}`])
      expect((await t.call('GET', path, { token: buyer })).status).toBe(403);
    expect((await t.call('GET', `/user/ship-tos/${PERSONAS.buyer.id}`)).status).toBe(401);
  });
});
