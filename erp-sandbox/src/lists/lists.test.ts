import { describe, expect } from 'vitest';
import { test } from '../testing.ts';
import { PERSONAS } from '../data/personas.ts';
import { getDataset } from '../data/store.ts';
import { isUnpriced } from '../pricing/price.ts';

const ds = getDataset();
const priced = [...ds.items.values()].filter((i) => i.product.active && !isUnpriced('10001', i.item.erp));
const level = ds.customers.get('10001')!.priceLevel;

const it = test.extend(
  'lists',
  ({ t }) =>
    async (token: string, userId: number, query = '') =>
      t.call('GET', `/shopping-lists/${userId}?format=_json${query}`, { token }),
);

describe('shopping lists', () => {
  it('lists own, shared and public company lists, newest first, and only for the caller', async ({
    approver,
    buyer,
    lists,
  }) => {
    const res = await lists(buyer, PERSONAS.buyer.id);
    expect(res.status).toBe(200);
    const names = res.body.shopping_lists.map((l) => l.name);
    expect(names).toEqual(['Shop Floor Restock', 'Safety Audit Kit', 'Acme Standard PPE']);
    expect(res.body.meta).toEqual({ total_items: 3, current_items: 3 });
    expect(res.body.shopping_lists[2]).toMatchObject({ public: true, owner_name: 'Alan Approver', item_count: 3 });
    expect(res.body.shopping_lists[0]).not.toHaveProperty('items');
    // The approver sees the buyer's list shared with them, never the buyer's private one.
    const shared = (await lists(approver, PERSONAS.approver.id)).body.shopping_lists.map(
      (l: { name: string }) => l.name,
    );
    expect(shared).toContain('Shop Floor Restock');
    expect(shared).not.toContain('Safety Audit Kit');
    expect((await lists(buyer, PERSONAS.approver.id)).status).toBe(403);
    const filtered = await lists(buyer, PERSONAS.buyer.id, '&filter=ppe&owned=0&limit=1&offset=0');
    expect(filtered.body.shopping_lists.map((l: { name: string }) => l.name)).toEqual(['Acme Standard PPE']);
    expect((await lists(buyer, PERSONAS.buyer.id, '&owned=1')).body.meta.total_items).toBe(2);
    expect((await lists(buyer, PERSONAS.buyer.id, '&limit=1001')).status).toBe(400);
  });

  it('creates a list with items priced by the ERP, and refuses a missing name', async ({ t, buyer }) => {
    const a = priced[20]!;
    const created = await t.call('POST', '/shopping-list', {
      token: buyer,
      body: {
        name: '  Monthly  ',
        description: 'x',
        public: false,
        user_id: PERSONAS.buyer.id,
        items: [{ erp: a.item.erp, quantity: 3, tags: [' red ', 'Blue'] }],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Monthly',
      uid: PERSONAS.buyer.id,
      customer_number: '10001',
      item_count: 1,
      tags: ['Blue', 'red'],
    });
    expect(created.body.items[0]).toMatchObject({
      erp: a.item.erp,
      quantity: 3,
      price: Math.round(a.listPrice * level * 100) / 100,
      notfound: false,
    });
    expect(
      (await t.call('POST', '/shopping-list', { token: buyer, body: { name: '  ', user_id: PERSONAS.buyer.id } })).body,
    ).toMatchObject({ message: 'A shopping list name is required.' });
    expect(
      (await t.call('POST', '/shopping-list', { token: buyer, body: { name: 'x', user_id: PERSONAS.approver.id } }))
        .status,
    ).toBe(403);
    const dupTag = await t.call('POST', '/shopping-list', {
      token: buyer,
      body: { name: 'x', user_id: PERSONAS.buyer.id, items: [{ erp: a.item.erp, quantity: 1, tags: ['Red', 'red '] }] },
    });
    expect(dupTag).toMatchObject({ status: 400, body: { message: 'The tag "red" is already on this item.' } });
    const negative = await t.call('POST', '/shopping-list', {
      token: buyer,
      body: { name: 'x', user_id: PERSONAS.buyer.id, items: [{ erp: a.item.erp, quantity: -1 }] },
    });
    expect(negative.status).toBe(400);
  });

  it('scopes reads to the company and to owner, shares, public and admins', async ({ t, admin, buyer, globex }) => {
    const [restock, audit, ppe, privatePicks] = ['1001', '1002', '1003', '1004'];
    expect((await t.call('GET', `/shopping-list/${restock}`, { token: buyer })).body.items).toHaveLength(4);
    expect((await t.call('GET', `/shopping-list/${ppe}`, { token: buyer })).status).toBe(200);
    expect((await t.call('GET', `/shopping-list/${privatePicks}`, { token: buyer })).status).toBe(403);
    expect((await t.call('GET', `/shopping-list/${audit}`, { token: admin })).status).toBe(200);
    expect((await t.call('GET', `/shopping-list/${audit}`, { token: globex })).status).toBe(403);
    expect((await t.call('GET', '/shopping-list/999999', { token: buyer })).status).toBe(404);
  });

  it('lets only the owner change items and shares, and the owner or an admin the details', async ({
    t,
    admin,
    approver,
    buyer,
  }) => {
    const created = await t.call('POST', '/shopping-list', {
      token: buyer,
      body: { name: 'Edits', user_id: PERSONAS.buyer.id, items: [{ erp: priced[21]!.item.erp, quantity: 1 }] },
    });
    const id = created.body.id;
    const itemId = created.body.items[0]!._id;
    const shared = await t.call('POST', `/shopping-list/${id}/share`, {
      token: buyer,
      body: { users: ['approver@acme.example'], response_link: 'http://localhost/x' },
    });
    expect(shared.body.users).toEqual([
      { id: PERSONAS.approver.id, username: 'approver@acme.example', name: 'Alan Approver' },
    ]);
    const outsider = await t.call('POST', `/shopping-list/${id}/share`, {
      token: buyer,
      body: { users: ['buyer@globex.example'], response_link: 'http://localhost/x' },
    });
    expect(outsider.body).toMatchObject({ message: 'buyer@globex.example is not a user of your company.' });
    expect((await t.call('PUT', `/shopping-list/${id}`, { token: approver, body: { product_items: [] } })).status).toBe(
      403,
    );
    expect((await t.call('PUT', `/shopping-list/${id}`, { token: approver, body: { name: 'Mine now' } })).status).toBe(
      403,
    );
    expect(
      (await t.call('PUT', `/shopping-list/${id}`, { token: admin, body: { name: 'Renamed by admin' } })).body.name,
    ).toBe('Renamed by admin');
    const tagged = await t.call('PUT', `/shopping-list/${id}`, {
      token: buyer,
      body: { product_items: [{ _id: itemId, erp: priced[21]!.item.erp, quantity: 0, tags: ['spare'] }] },
    });
    expect(tagged.body.items[0]).toMatchObject({ _id: itemId, quantity: 0, tags: ['spare'] });
    expect(tagged.body.tags).toEqual(['spare']);
    expect((await t.call('DELETE', `/shopping-list/${id}/item/${itemId}`, { token: approver })).status).toBe(403);
    expect((await t.call('DELETE', `/shopping-list/${id}/item/${itemId}`, { token: buyer })).body.item_count).toBe(0);
    expect((await t.call('DELETE', `/shopping-list/${id}/item/${itemId}`, { token: buyer })).status).toBe(404);
  });

  it('deletes for the owner, removes a share of a private list, and refuses shares of public lists', async ({
    t,
    approver,
    buyer,
  }) => {
    const made = await t.call('POST', '/shopping-list', {
      token: buyer,
      body: { name: 'To go', user_id: PERSONAS.buyer.id },
    });
    const id = made.body.id;
    await t.call('POST', `/shopping-list/${id}/share`, {
      token: buyer,
      body: { users: ['approver@acme.example'], response_link: 'http://localhost/x' },
    });
    expect((await t.call('DELETE', `/shopping-list/${id}`, { token: approver })).body).toEqual({
      deleted: false,
      removed_share: true,
    });
    expect((await t.call('GET', `/shopping-list/${id}`, { token: approver })).status).toBe(403);
    expect((await t.call('DELETE', '/shopping-list/1003', { token: buyer })).status).toBe(403);
    expect(
      (
        await t.call('POST', '/shopping-list/1003/share', {
          token: approver,
          body: { users: ['buyer@acme.example'], response_link: 'http://localhost/x' },
        })
      ).status,
    ).toBe(400);
    expect((await t.call('DELETE', `/shopping-list/${id}`, { token: buyer })).body).toEqual({
      deleted: true,
      removed_share: false,
    });
    expect((await t.call('GET', `/shopping-list/${id}`, { token: buyer })).status).toBe(404);
  });

  it('refreshes prices and, for punch-out, answers only orderable items', async ({ t, buyer }) => {
    const refreshed = await t.call('GET', '/shopping-list/1001/refresh', { token: buyer });
    expect(refreshed.body.items).toHaveLength(4);
    expect(refreshed.body.items.filter((i: { price: number }) => i.price === 0)).toHaveLength(1);
    const punchout = await t.call('GET', '/shopping-list/1001/refresh?punchout=1', { token: buyer });
    expect(punchout.body.items).toHaveLength(3);
  });
});
