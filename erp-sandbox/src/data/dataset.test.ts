import { SCENARIO_QUOTES } from './quotes.ts';
import { describe, expect, it } from 'vitest';
import { buildDataset, getDataset } from './store.ts';
import { DEPARTMENTS, UOMS } from './taxonomy.ts';
import { ORDER_TYPES, STAGES } from './orders.ts';

describe('dataset', () => {
  const ds = getDataset();

  it('has the full size', () => {
    expect(ds.products.length).toBeGreaterThanOrEqual(20_000);
    expect(ds.items.size).toBeGreaterThanOrEqual(60_000);
    expect(ds.brands.length).toBeGreaterThanOrEqual(300);
    expect(new Set(ds.products.map((p) => p.taxonomy.department)).size).toBe(11);
    expect(DEPARTMENTS).toHaveLength(11);
    expect(ds.products.some((p) => p.items.length === 6)).toBe(true);
    expect(ds.products.some((p) => p.description.length > 800)).toBe(true);
    const inactive = ds.products.filter((p) => !p.active).length / ds.products.length;
    expect(inactive).toBeGreaterThan(0.005);
    expect(inactive).toBeLessThan(0.02);
    const uoms = new Set([...ds.items.values()].map((i) => i.item.uom));
    expect([...uoms].every((u) => (UOMS as readonly string[]).includes(u))).toBe(true);
    expect(uoms.size).toBe(24);
  });

  it('has customers, ship-tos and a history spanning stages and types', () => {
    expect(ds.customers.size).toBeGreaterThanOrEqual(12);
    expect([...ds.customers.values()].some((c) => c.shipTos.length > 50)).toBe(true);
    const acme = ds.history.filter((o) => o.custno === '10001');
    // 150 generated orders plus one quote per conversion case.
    expect(acme).toHaveLength(150 + Object.keys(SCENARIO_QUOTES).length);
    expect(new Set(acme.map((o) => o.stagecd))).toEqual(new Set(STAGES));
    expect(new Set(acme.map((o) => o.transtype))).toEqual(new Set(ORDER_TYPES));
  });

  it('is deterministic for a seed and scales', () => {
    const again = buildDataset(ds.seed, 0.05);
    const twice = buildDataset(ds.seed, 0.05);
    expect(again.products.length).toBe(1000);
    expect(JSON.stringify(twice.products)).toBe(JSON.stringify(again.products));
    expect(JSON.stringify(twice.history)).toBe(JSON.stringify(again.history));
    expect(twice.users.map((u) => u.session_id)).toEqual(again.users.map((u) => u.session_id));
    const other = buildDataset(ds.seed + 1, 0.05);
    expect(JSON.stringify(other.products)).not.toBe(JSON.stringify(again.products));
  });
});
