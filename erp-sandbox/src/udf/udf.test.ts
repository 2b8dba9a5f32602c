import { describe, expect } from 'vitest';
import { it } from '../testing.ts';
import { PERSONAS, sessionIdFor } from '../data/personas.ts';
import { DEFAULT_SEED, getDataset } from '../data/store.ts';
import { isUnpriced } from '../pricing/price.ts';

const sid = sessionIdFor(DEFAULT_SEED, PERSONAS.rvsupply.username);
const priced = [...getDataset().items.values()].filter((i) => i.product.active && !isUnpriced('10003', i.item.erp));

describe('user-defined fields', () => {
  it('lists line and header fields of the own customer only', async ({ t, rvsupply }) => {
    const lines = await t.call('GET', '/udf/10003?property_type=L', { token: rvsupply });
    expect(lines.body.map((f: { fieldName: string }) => f.fieldName)).toEqual([
      'job_number',
      'cost_center',
      'bin_count',
      'need_by',
    ]);
    expect((await t.call('GET', '/udf/10003?property_type=X', { token: rvsupply })).status).toBe(400);
    expect((await t.call('GET', '/udf/10001?property_type=L', { token: rvsupply })).status).toBe(403);
  });

  it('filters allowed values, exactly on request', async ({ t, rvsupply }) => {
    expect(
      (await t.call('GET', '/udf/values/10003?group_name=COSTCENTER&filter=cc-1', { token: rvsupply })).body,
    ).toEqual({ values: ['CC-100'] });
    expect(
      (
        await t.call('GET', '/udf/values/10003?group_name=COSTCENTER&filter=CC-41&exact_match=true', {
          token: rvsupply,
        })
      ).body,
    ).toEqual({ values: [] });
  });

  it('keeps line properties through a quantity change and a cart rewrite', async ({ t, rvsupply }) => {
    const cart = await t.call('PUT', `/cart/${sid}`, {
      token: rvsupply,
      body: { cart_lines: [{ erp: priced[0]!.item.erp, quantity: 1 }] },
    });
    const id = cart.body.cart_lines[0]!.id;
    const props = [{ name: 'job_number', label: 'Job Number', value: 'AB-1234', required: true }];
    await t.call('PUT', `/cart/${sid}/line/${id}`, { token: rvsupply, body: { line_properties: props } });
    await t.call('PUT', `/cart/${sid}/line/${id}`, { token: rvsupply, body: { quantity: 3 } });
    const rewritten = await t.call('PUT', `/cart/${sid}`, {
      token: rvsupply,
      body: { cart_lines: [{ id, erp: priced[0]!.item.erp, quantity: 4 }] },
    });
    expect(rewritten.body.cart_lines[0]).toMatchObject({ quantity: 4, line_properties: props });
  });
});
