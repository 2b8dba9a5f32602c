import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';
import { PERSONAS } from '../data/personas.ts';

type Address = { id: number; shipto: string; city: string; zip: string; is_default: boolean; user_id: number };
type UserBody = { shipto_id: string | null; shipping_addresses?: Address[] };

const body = {
  user_id: PERSONAS.tyrell.id,
  company_name: 'Tyrell Annex',
  street_address_1: '9 Dock Rd',
  street_address_2: null,
  city: 'Akron',
  state: 'OH',
  zip: '44301',
  is_default: false,
  active: true,
};

describe('shipping addresses', () => {
  it('lists the user’s seeded addresses on the user, all of them ship-tos of the customer', async ({ t, tyrell }) => {
    const user = (await t.call('GET', `/user/${PERSONAS.tyrell.id}`, { token: tyrell })).body as UserBody;
    expect(user.shipping_addresses).toHaveLength(20);
    expect(user.shipping_addresses!.every((a) => a.user_id === PERSONAS.tyrell.id)).toBe(true);
    expect(user.shipping_addresses!.map((a) => a.zip)).toContain('M5V 2T6');
    const shipTos = (await t.call('GET', '/company/ship_tos/10010', { token: tyrell })).body;
    expect(shipTos.map((s) => s.shipto)).toEqual(expect.arrayContaining(user.shipping_addresses!.map((a) => a.shipto)));
  });

  it('creates, changes and deletes an address, making it the default ship-to and back', async ({ t, tyrell }) => {
    const created = await t.call('POST', '/shipping-address', { token: tyrell, body });
    expect(created.status).toBe(201);
    const address = created.body as Address;
    const changed = await t.call('PUT', `/shipping-address/${address.id}`, {
      token: tyrell,
      body: { ...body, city: 'Canton', zip: 'K1A 0B1', is_default: true },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ city: 'Canton', zip: 'K1A 0B1', is_default: true });
    const user = (await t.call('GET', `/user/${PERSONAS.tyrell.id}`, { token: tyrell })).body as UserBody;
    expect(user.shipto_id).toBe(address.shipto);
    expect((await t.call('DELETE', `/shipping-address/${address.id}`, { token: tyrell })).status).toBe(204);
    const after = (await t.call('GET', `/user/${PERSONAS.tyrell.id}`, { token: tyrell })).body as UserBody;
    expect(after.shipto_id).not.toBe(address.shipto);
    expect(after.shipping_addresses!.map((a) => a.id)).not.toContain(address.id);
    expect((await t.call('DELETE', `/shipping-address/${address.id}`, { token: tyrell })).status).toBe(404);
  });

  it('checks the fields: address 1, state and zip required, city 28, the zip forms', async ({ t, tyrell }) => {
    const bad = await t.call('POST', '/shipping-address', {
      token: tyrell,
      body: { ...body, street_address_1: ' ', state: '', zip: '1234', city: 'C'.repeat(29) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message:
        'Address 1 is required. City may not exceed 28 characters. State is required (a two-letter code). Invalid zip code.',
    });
    for (const zip of ['12345', '123456789', '12345-6789', 'K1A 0B1', 'k1a0b1'])
      expect((await t.call('POST', '/shipping-address', { token: tyrell, body: { ...body, zip } })).status).toBe(201);
    expect((await t.call('POST', '/shipping-address', { token: tyrell, body: { ...body, city: '' } })).status).toBe(
      201,
    );
    expect((await t.call('POST', '/shipping-address', { token: tyrell, body: { ...body, zip: 7 } })).status).toBe(400);
    expect((await t.call('POST', '/shipping-address', { token: tyrell, body: '[]' })).status).toBe(400);
  });

  it('refuses the 51st address', async ({ t }) => {
    const token = await t.login(PERSONAS.tyrell.username);
    const user = (await t.call('GET', `/user/${PERSONAS.tyrell.id}`, { token })).body as UserBody;
    for (let i = user.shipping_addresses!.length; i < 50; i++)
      expect((await t.call('POST', '/shipping-address', { token, body })).status).toBe(201);
    const over = await t.call('POST', '/shipping-address', { token, body });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ message: 'You may have at most 50 shipping addresses.' });
  });

  it('hides another user’s and another customer’s addresses, and refuses users without can_edit_ship_to', async ({
    t,
    tyrell,
    admin,
    buyer,
    punchout,
  }) => {
    const mine = ((await t.call('GET', `/user/${PERSONAS.tyrell.id}`, { token: tyrell })).body as UserBody)
      .shipping_addresses![0]!;
    expect((await t.call('PUT', `/shipping-address/${mine.id}`, { token: admin, body })).status).toBe(404);
    expect((await t.call('DELETE', `/shipping-address/${mine.id}`, { token: admin })).status).toBe(404);
    expect(
      (await t.call('POST', '/shipping-address', { token: buyer, body: { ...body, user_id: PERSONAS.buyer.id } }))
        .status,
    ).toBe(403);
    expect((await t.call('DELETE', `/shipping-address/${mine.id}`, { token: punchout })).status).toBe(403);
    expect((await t.call('POST', '/shipping-address', { token: tyrell, body: { ...body, user_id: 3 } })).status).toBe(
      403,
    );
    expect((await t.call('PUT', '/shipping-address/abc', { token: tyrell, body })).status).toBe(404);
  });
});
