import { describe, expect } from 'vitest';
import { test as it } from '../testing.ts';
import { PERSONAS } from '../data/personas.ts';
import { getDataset } from '../data/store.ts';
import { isUnpriced } from '../pricing/price.ts';

const ds = getDataset();
const priced = [...ds.items.values()].filter((i) => i.product.active && !isUnpriced('10001', i.item.erp));
const SESSION = 'a'.repeat(32);
const OTHER = 'b'.repeat(32);

describe('order pad', () => {
  it('accepts items by item number or manufacturer part number, priced for the customer, and says why not', async ({
    t,
    buyer,
  }) => {
    const [first, second] = priced;
    const res = await t.call('POST', '/order-pad/validate', {
      token: buyer,
      body: {
        session_id: SESSION,
        user_id: PERSONAS.buyer.id,
        parts: [
          { part_number: ` ${first!.item.erp} `, quantity: 2 },
          { part_number: second!.item.vpn.toLowerCase(), quantity: 1 },
          { part_number: 'NO-SUCH-PART', quantity: 3 },
          { part_number: first!.item.erp, quantity: 1, uom: 'XX' },
          { part_number: first!.item.erp, quantity: 0 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const items = res.body.items as {
      line: number;
      erp: string | null;
      set: number;
      error: string | null;
      price: number;
    }[];
    expect(items.map((i) => i.line)).toEqual([1, 2, 3, 4, 5]);
    expect(items.slice(0, 2).map((i) => [i.erp, i.set, i.error])).toEqual([
      [first!.item.erp, 2, null],
      [second!.item.erp, 2, null],
    ]);
    expect(items[0]!.price).toBeGreaterThan(0);
    expect(items[2]).toMatchObject({ erp: null, set: 3, error: 'Item NO-SUCH-PART was not found.' });
    expect(items[3]).toMatchObject({
      set: 3,
      error: `Unit of measure XX is not available for item ${first!.item.erp}.`,
    });
    expect(items[4]).toMatchObject({ set: 3, error: `Quantity for item ${first!.item.erp} must be at least 1.` });

    const kept = await t.call('GET', `/order-pad/${SESSION}`, { token: buyer });
    expect(kept.body.items).toHaveLength(5);
    const more = await t.call('POST', '/order-pad/validate', {
      token: buyer,
      body: { session_id: SESSION, parts: [{ part_number: first!.item.erp, quantity: 4 }] },
    });
    expect(more.body.items[0]?.line).toBe(6);
    expect((await t.call('DELETE', `/order-pad/${SESSION}`, { token: buyer })).status).toBe(200);
    expect((await t.call('GET', `/order-pad/${SESSION}`, { token: buyer })).body.items).toEqual([]);
  });

  it("keeps each user's pad to that user, and refuses malformed input with a 400", async ({ t, buyer, globex }) => {
    const erp = priced[0]!.item.erp;
    await t.call('POST', '/order-pad/validate', {
      token: buyer,
      body: { session_id: OTHER, parts: [{ part_number: erp, quantity: 1 }] },
    });
    expect((await t.call('GET', `/order-pad/${OTHER}`, { token: globex })).body.items).toEqual([]);
    await t.call('DELETE', `/order-pad/${OTHER}`, { token: globex });
    expect((await t.call('GET', `/order-pad/${OTHER}`, { token: buyer })).body.items).toHaveLength(1);
    const bad = (body: unknown) => t.call('POST', '/order-pad/validate', { token: buyer, body });
    expect((await bad({ session_id: 'short', parts: [{ part_number: erp, quantity: 1 }] })).status).toBe(400);
    expect((await bad({ session_id: SESSION, parts: [] })).status).toBe(400);
    expect((await bad({ session_id: SESSION, parts: [{ part_number: erp, quantity: 1.5 }] })).status).toBe(400);
    const tooMany = Array.from({ length: 1001 }, () => ({ part_number: erp, quantity: 1 }));
    expect((await bad({ session_id: SESSION, parts: tooMany })).status).toBe(400);
    expect(
      (await bad({ session_id: SESSION, user_id: PERSONAS.approver.id, parts: [{ part_number: erp, quantity: 1 }] }))
        .status,
    ).toBe(403);
    expect((await t.call('GET', '/uoms/get-all-uoms', { token: buyer })).body.units_of_measure).toHaveLength(24);
  });
});

describe('part number search', () => {
  it("offers up to 5 supplier numbers and up to 5 of the customer's own, and never another customer's", async ({
    t,
    buyer,
    globex,
  }) => {
    const erp = priced[0]!.item.erp;
    const supplier = await t.call('POST', '/parts/search', {
      token: buyer,
      body: { term: erp.slice(0, 3), return_exact_match: false, user_id: PERSONAS.buyer.id },
    });
    expect(supplier.status).toBe(200);
    expect(supplier.body.parts).toHaveLength(5);
    expect(supplier.body.parts.every((p: { erp: string }) => p.erp.startsWith(erp.slice(0, 3)))).toBe(true);
    const exact = await t.call('POST', '/parts/search', {
      token: buyer,
      body: { term: erp, return_exact_match: true },
    });
    expect(exact.body.parts.map((p: { erp: string }) => p.erp)).toEqual([erp]);
    const own = await t.call('GET', '/parts/search/customer/10001?partno=acme-0000', { token: buyer });
    expect(own.body.parts).toHaveLength(5);
    expect(own.body.parts[0]?.part_number).toMatch(/^ACME-0000\d$/);
    expect((await t.call('GET', '/parts/search/customer/10001?partno=acme', { token: globex })).status).toBe(403);
    expect((await t.call('POST', '/parts/search', { token: buyer, body: { term: ' ' } })).status).toBe(400);
  });

  it('lists the spec’s 24 units of measure, the ones the catalogue’s items are sold in', async ({ t, buyer }) => {
    const res = await t.call('GET', '/uoms/get-all-uoms', { token: buyer });
    expect(res.status).toBe(200);
    const units = res.body.units_of_measure;
    // account-admin-calls §9, word for word.
    expect(units.map((unit) => `${unit.code} ${unit.description}`).join(', ')).toBe(
      'BG Bag, BO Bottle, BX Box, CN Can, CQ Cartridge, CA Case, DZ Dozen, DR Drum, EA Each, FT Foot, GL Gallon, ' +
        'IN Inch, OZ Ounce, PK Pack, PA Pail, PR Pair, PC Piece, LB Pound, QT Quart, RL Roll, ST Set, SH Sheet, ' +
        'SO Spool, YD Yard',
    );
  });
});
