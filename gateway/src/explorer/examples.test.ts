import { describe, expect, it } from 'vitest';
import { buildSchema, parse, validate } from 'graphql';
import { loadTypeDefs } from '../schema.ts';
import { EXAMPLES } from './examples.ts';

const schema = buildSchema(loadTypeDefs());

describe('the explorer examples', () => {
  it('are valid operations of the current schema', () => {
    const invalid = Object.entries(EXAMPLES).flatMap(([name, text]) =>
      validate(schema, parse(text)).map((error) => `${name}: ${error.message}`),
    );
    expect(invalid).toEqual([]);
  });

  it('cover every domain that has root fields', () => {
    const domains = new Set(Object.keys(EXAMPLES).map((name) => name.split(':')[0]));
    expect([...domains].sort()).toEqual(
      expect.arrayContaining([
        'account',
        'approvals',
        'auth',
        'cart',
        'catalog',
        'checkout',
        'content',
        'gifm',
        'invoices',
        'orders',
        'registration',
      ]),
    );
  });
});
