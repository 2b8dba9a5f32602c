import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';
import { PERSONAS } from '../data/personas.ts';

type UserBody = { customer_number: string; customer_name: string; session_id: string; default_customer_number: string };

describe('multiview', () => {
  it('lets staff switch to another customer, who then sees that customer’s scans, and back again', async ({
    t,
    associate,
  }) => {
    const id = PERSONAS.associate.id;
    const before = (await t.call('GET', `/user/${id}`, { token: associate })).body as UserBody;
    expect(before.customer_number).toBe('10000');
    const switched = await t.call('PUT', `/user/${id}`, { token: associate, body: { customer_number: '10004' } });
    expect(switched.status).toBe(200);
    const now = switched.body as UserBody;
    expect(now).toMatchObject({ customer_number: '10004', default_customer_number: '10000' });
    expect(now.session_id).not.toBe(before.session_id);
    expect(((await t.call('GET', `/user/${id}`, { token: associate })).body as UserBody).customer_number).toBe('10004');
    const scans = (await t.call('GET', '/scan-to-web?status=1', { token: associate })).body as {
      scans: { tenant_id: string }[];
    };
    expect(scans.scans.map((s) => s.tenant_id)).toEqual(['10004', '10004']);
    const back = await t.call('PUT', `/user/${id}`, { token: associate, body: { customer_number: '10000' } });
    expect((back.body as UserBody).customer_number).toBe('10000');
    expect((await t.call('PUT', `/user/${id}`, { token: associate, body: { customer_number: '90001' } })).status).toBe(
      403,
    );
    expect((await t.call('PUT', `/user/${id}`, { token: associate, body: { customer_number: '77777' } })).status).toBe(
      404,
    );
  });

  it('refuses the switch to users without multiview and to anyone else’s user; staff search customers', async ({
    t,
    buyer,
    associate,
  }) => {
    expect(
      (await t.call('PUT', `/user/${PERSONAS.buyer.id}`, { token: buyer, body: { customer_number: '10004' } })).status,
    ).toBe(403);
    expect(
      (await t.call('PUT', `/user/${PERSONAS.associate.id}`, { token: buyer, body: { customer_number: '10001' } }))
        .status,
    ).toBe(403);
    expect(
      (await t.call('PUT', `/user/${PERSONAS.buyer.id}`, { token: buyer, body: { customer_number: 'x' } })).status,
    ).toBe(400);
    const found = await t.call('GET', '/customers/search?term=acme', { token: associate });
    expect(found.status).toBe(200);
    expect((found.body as { customers: { customer_number: string }[] }).customers[0]?.customer_number).toBe('10001');
    const houseAccounts = (await t.call('GET', '/customers/search?term=9000', { token: associate })).body as {
      customers: { customer_number: string }[];
    };
    expect(houseAccounts.customers.map((c) => c.customer_number)).not.toContain('90001');
    expect((await t.call('GET', '/customers/search?term=acme', { token: buyer })).status).toBe(403);
    expect((await t.call('GET', '/customers/search?term=a', { token: associate })).status).toBe(400);
  });

  it('gives a sales rep the customers they are the inside rep of, and lets them switch to those only', async ({
    t,
    salesRep,
    associate,
    buyer,
  }) => {
    const mine = await t.call('GET', '/sales_rep/R12/customers', { token: salesRep });
    expect(mine.status).toBe(200);
    const numbers = mine.body.customers.map((c) => c.customer_number);
    expect(numbers).toContain('10006');
    expect(numbers.length).toBeGreaterThan(2);
    expect(numbers.length).toBeLessThan(20);
    for (const number of numbers) {
      const settings = await t.call('GET', `/customer/settings/${number}`, { token: associate });
      expect((settings.body as { slsrepin: string }).slsrepin).toBe('R12');
    }
    expect((await t.call('GET', '/sales_rep/R08/customers', { token: associate })).body.customers).not.toContainEqual(
      expect.objectContaining({ customer_number: '90002' }),
    );
    expect((await t.call('GET', '/sales_rep/R13/customers', { token: salesRep })).status).toBe(403);
    expect((await t.call('GET', '/sales_rep/R12/customers', { token: buyer })).status).toBe(403);
    expect((await t.call('GET', '/sales_rep/R99/customers', { token: associate })).status).toBe(404);
    const id = PERSONAS.salesRep.id;
    const switched = await t.call('PUT', `/user/${id}`, { token: salesRep, body: { customer_number: '10006' } });
    expect((switched.body as UserBody).customer_number).toBe('10006');
    for (const other of ['10001', '90001'])
      expect((await t.call('PUT', `/user/${id}`, { token: salesRep, body: { customer_number: other } })).status).toBe(
        403,
      );
  });
});
