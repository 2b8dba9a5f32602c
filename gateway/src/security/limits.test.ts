import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { buildSchema, parse } from 'graphql';
import { readManifest } from '@mro/trusted-operations';
import { loadTypeDefs } from '../schema.ts';
import { DEFAULT_LIMITS, QueryLimitError, enforceLimits } from './limits.ts';

const schema = buildSchema(loadTypeDefs());
const measure = (query: string) => enforceLimits(schema, parse(query));
const refusal = (query: string) => {
  try {
    measure(query);
  } catch (error) {
    expect(error).toBeInstanceOf(QueryLimitError);
    return (error as QueryLimitError).message;
  }
  return null;
};

// The web's operations, each with its fragments, as `npm run codegen` wrote them.
const WEB_OPERATIONS = readManifest(createRequire(import.meta.url).resolve('@mro/web/operations.json')).operations;

describe('query limits', () => {
  it('lets every operation of the web storefront through', () => {
    expect(WEB_OPERATIONS.length).toBeGreaterThan(0);
    for (const operation of WEB_OPERATIONS) {
      const measures = enforceLimits(schema, parse(operation.body));
      expect(measures[0]?.cost).toBeLessThanOrEqual(DEFAULT_LIMITS.maxCost);
    }
  });

  it('measures depth by field nesting and refuses a deep query', () => {
    const listing = '{ productSearch(input: {}) { nodes { items { price { unitPrices { amount { value } } } } } } }';
    expect(measure(listing)[0]?.depth).toBe(7);
    const nested = (levels: number) =>
      `{ ${'order(orderNumber: "1") { '.repeat(1)}${'lines { '.repeat(levels)}erp${' }'.repeat(levels)} } }`;
    expect(refusal(nested(8))).toBeNull();
    expect(refusal(nested(9))).toBe('The query is too deep: at most 10 levels.');
  });

  it('refuses too many aliases, directives and fields', () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: viewer { id }`).join(' ')} }`;
    expect(refusal(aliases(30))).toBeNull();
    expect(refusal(aliases(31))).toBe('Too many aliases: at most 30 per operation.');
    const directives = `{ viewer { ${Array.from({ length: 26 }, () => 'id @include(if: true)').join(' ')} } }`;
    expect(refusal(directives)).toBe('Too many directives: at most 25 per operation.');
    expect(refusal(`{ viewer { ${'id '.repeat(401)} } }`)).toBe('Too many fields: at most 400 per operation.');
  });

  it('counts fragments where they are spread and survives fragment cycles', () => {
    const spread = `fragment V on Viewer { ${'id '.repeat(100)} } { viewer { ...V ...V ...V ...V ...V } }`;
    expect(refusal(spread)).toBe('Too many fields: at most 400 per operation.');
    const cycle = 'fragment A on Viewer { id ...B } fragment B on Viewer { name ...A } { viewer { ...A } }';
    expect(measure(cycle)[0]?.fields).toBe(3);
  });

  it('prices list fields by their page size and refuses a cost bomb', () => {
    const lines = (limit: number) => `{ cart { lines(limit: ${limit}) { id erp unitPrice { value display } } } }`;
    expect(measure(lines(100))[0]?.cost).toBe(1 + 1 + 100 * (2 + 3));
    expect(
      measure('query ($size: Int = 50) { orderHistory(input: { pageSize: $size }) { nodes { orderNumber } } }')[0]
        ?.cost,
    ).toBe(1 + 1 + 50);
    const listing =
      'productSearch(input: {}) { nodes { items { erp specifications { title value } price { unitPrices { amount { value display } } } } } }';
    const bomb = `{ ${Array.from({ length: 25 }, (_, i) => `s${i}: ${listing}`).join(' ')} }`;
    expect(refusal(bomb)).toBe('The query is too expensive: at most 25000 points.');
  });

  it('lets the explorer introspect the schema', () => {
    const typeRef = (levels: number): string =>
      levels === 0 ? 'kind name' : `kind name ofType { ${typeRef(levels - 1)} }`;
    expect(refusal(`{ __schema { types { name fields { name type { ${typeRef(7)} } } } } }`)).toBeNull();
  });
});
