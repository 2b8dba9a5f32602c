import { describe, expect } from 'vitest';
import { test } from '../testing/fixtures.ts';

const SEARCH = '{ productSearch(input: { query: "gloves" }) { nodes { items { erp price { purchasable } } } } }';
const UPDATE =
  'mutation U($input: UpdateCartLinePropertiesInput!) { updateCartLineProperties(input: $input) { cart { lines { id properties { name value } } } userErrors { field message code } } }';

const it = test.extend('threeLines', ({ rvsupply }) => async (): Promise<string[]> => {
  const found = await rvsupply.gql<{
    productSearch: { nodes: { items: { erp: string; price: { purchasable: boolean } | null }[] }[] };
  }>(SEARCH);
  const erps = found
    .data!.productSearch.nodes.flatMap((n) => n.items)
    .filter((i) => i.price?.purchasable)
    .slice(0, 3)
    .map((i) => i.erp);
  const added = await rvsupply.gql<{ addCartLines: { cart: { lines: { id: string }[] } } }>(
    'mutation A($input: AddCartLinesInput!) { addCartLines(input: $input) { cart { lines { id } } } }',
    { input: { lines: erps.map((erp) => ({ erp, quantity: 1 })) } },
  );
  return added.data!.addCartLines.cart.lines.map((line) => line.id);
});

describe('line properties', () => {
  it('lists the fields with their rules', async ({ rvsupply }) => {
    const result = await rvsupply.gql(
      '{ userDefinedFields(kind: LINE) { name label inputType required mustValidate maxLength pattern minValue maxValue dataType } }',
    );
    expect(result.data).toMatchObject({
      userDefinedFields: [
        { name: 'job_number', inputType: 'TEXT', required: true, maxLength: 7, pattern: '[A-Z]{2}-\\d{4}' },
        { name: 'cost_center', inputType: 'SEARCH', mustValidate: true },
        { name: 'bin_count', dataType: 'int', minValue: '1', maxValue: '1,000' },
        { name: 'need_by', inputType: 'DATE' },
      ],
    });
    expect((await rvsupply.gql('{ userDefinedFieldValues(fieldName: "cost_center", filter: "cc-2") }')).data).toEqual({
      userDefinedFieldValues: ['CC-200'],
    });
  });

  it('refuses bad values with the form message and Invalid value per field, checking the allowed values', async ({
    rvsupply,
    threeLines,
  }) => {
    const [first] = await threeLines();
    const result = await rvsupply.gql(UPDATE, {
      input: {
        lineId: first,
        values: [
          { name: 'job_number', value: '' },
          { name: 'cost_center', value: 'CC-999' },
          { name: 'bin_count', value: '1,001' },
        ],
      },
    });
    expect(result.data).toEqual({
      updateCartLineProperties: {
        cart: null,
        userErrors: [
          { field: null, message: 'One or more of the values is invalid. Please try again.', code: 'INVALID_INPUT' },
          { field: 'values.job_number', message: '(Required)', code: 'INVALID_INPUT' },
          { field: 'values.cost_center', message: 'Invalid value', code: 'INVALID_INPUT' },
          { field: 'values.bin_count', message: 'Invalid value', code: 'INVALID_INPUT' },
        ],
      },
    });
  });

  it('fills valid values down to this and every later line', async ({ rvsupply, threeLines }) => {
    const ids = await threeLines();
    const from = ids[ids.length - 2]!;
    const result = await rvsupply.gql<{
      updateCartLineProperties: { cart: { lines: { id: string; properties: { name: string; value: string }[] }[] } };
    }>(UPDATE, {
      input: {
        lineId: from,
        fillDown: true,
        values: [
          { name: 'job_number', value: 'AB-1234' },
          { name: 'cost_center', value: 'cc-100' },
          { name: 'bin_count', value: '1,000' },
        ],
      },
    });
    const lines = result.data!.updateCartLineProperties.cart.lines;
    const job = (id: string) =>
      lines.find((line) => line.id === id)!.properties.find((p) => p.name === 'job_number')?.value ?? '';
    expect(job(ids[ids.length - 1]!)).toBe('AB-1234');
    expect(job(from)).toBe('AB-1234');
    expect(job(ids[0]!)).toBe('');
  });
});
