import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';
import { PERSONAS } from '../data/personas.ts';

type Summary = { id: string; sharer_username: string; line_count: number; sub_total: number; created_on: string };
type UserBody = { shared_carts?: Summary[] };

describe('shared carts on the user', () => {
  it('lists the seeded carts shared with the approver, newest first, each readable by id', async ({ t, approver }) => {
    const user = (await t.call('GET', `/user/${PERSONAS.approver.id}`, { token: approver })).body as UserBody;
    const carts = user.shared_carts!;
    expect(carts).toHaveLength(12);
    expect(carts.map((c) => c.created_on)).toEqual([...carts.map((c) => c.created_on)].sort().reverse());
    expect(carts.every((c) => c.line_count >= 1 && c.sub_total > 0)).toBe(true);
    const one = await t.call('GET', `/shared-cart/${carts[0]!.id}`, { token: approver });
    expect(one.status).toBe(200);
    expect(one.body.cart_lines).toHaveLength(carts[0]!.line_count);
  });

  it('lists a newly shared cart for its recipient only when it is kept (save)', async ({ t, junior, lead }) => {
    const me = (await t.call('GET', `/user/${PERSONAS.junior.id}`, { token: junior })).body as { session_id: string };
    const before = ((await t.call('GET', `/user/${PERSONAS.lead.id}`, { token: lead })).body as UserBody).shared_carts!;
    expect(before).toEqual([]);
    const items = await t.call('POST', '/index/products/query', {
      token: junior,
      body: { query: 'gloves', hitsPerPage: 1 },
    });
    const erp = (items.body as { hits: { items: { erp: string }[] }[] }).hits[0]!.items[0]!.erp;
    await t.call('POST', '/cart', {
      token: junior,
      body: { session_id: me.session_id, user_id: PERSONAS.junior.id, cart_lines: [{ erp, quantity: 1 }] },
    });
    const share = (save: boolean) =>
      t.call('POST', `/cart/${me.session_id}/share`, {
        token: junior,
        body: { approvers: [PERSONAS.lead.username], save, response_link: 'http://store.example/cart/shared' },
      });
    expect((await share(false)).status).toBe(201);
    expect(((await t.call('GET', `/user/${PERSONAS.lead.id}`, { token: lead })).body as UserBody).shared_carts).toEqual(
      [],
    );
    const kept = await share(true);
    const after = ((await t.call('GET', `/user/${PERSONAS.lead.id}`, { token: lead })).body as UserBody).shared_carts!;
    expect(after.map((c) => c.id)).toEqual([(kept.body as { id: string }).id]);
  });

  it('names a cart’s owner to the owner, to colleagues it was shared with and to staff only', async ({
    t,
    approver,
    buyer,
    globex,
    associate,
  }) => {
    const carts = ((await t.call('GET', `/user/${PERSONAS.approver.id}`, { token: approver })).body as UserBody)
      .shared_carts!;
    const shared = (await t.call('GET', `/shared-cart/${carts.at(-1)!.id}`, { token: approver })).body;
    const owner = (token: string) => t.call('GET', `/cart/${shared.session_id}/owner`, { token });
    const seen = await owner(approver);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ username: shared.sharer_username, active: true });
    expect((await owner(associate)).status).toBe(200);
    expect((await owner(globex)).status).toBe(403);
    const mine = (await t.call('GET', `/user/${PERSONAS.buyer.id}`, { token: buyer })).body as { session_id: string };
    await t.call('POST', '/cart', {
      token: buyer,
      body: { session_id: mine.session_id, user_id: PERSONAS.buyer.id, cart_lines: [] },
    });
    const own = await t.call('GET', `/cart/${mine.session_id}/owner`, { token: buyer });
    expect(own.body).toMatchObject({ user_id: PERSONAS.buyer.id, username: PERSONAS.buyer.username });
    expect((await t.call('GET', `/cart/${mine.session_id}/owner`, { token: approver })).status).toBe(403);
    expect((await t.call('GET', '/cart/no-such-cart/owner', { token: buyer })).status).toBe(404);
  });
});
