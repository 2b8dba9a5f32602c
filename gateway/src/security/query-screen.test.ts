import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../schema.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { QueryScreen } from './query-screen.ts';

const schema = buildSchema(loadTypeDefs());
const query = (n: number) => `query Q${n} { brands { name } }`;

describe('the query screen', () => {
  it('lets a query within the limits through and refuses one over them before Apollo sees it', () => {
    const screen = new QueryScreen(schema);
    const aliases = Array.from({ length: DEFAULT_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: brands { name }`);
    expect(screen.check(query(1))).toBeNull();
    expect(screen.check(`{ ${aliases.join(' ')} }`)).toEqual({
      message: 'Too many aliases: at most 30 per operation.',
      code: 'QUERY_TOO_COMPLEX',
    });
  });

  it('remembers at most its capacity of accepted texts, keeping the recent ones rather than forgetting all', () => {
    const screen = new QueryScreen(schema, DEFAULT_LIMITS, 3);
    for (let n = 0; n < 10; n += 1) expect(screen.check(query(n))).toBeNull();
    expect(screen.rememberedCount).toBe(3);
  });

  it('does not remember long texts', () => {
    const screen = new QueryScreen(schema);
    expect(screen.check(`{ brands { name } } ${'#'.repeat(9_000)}`)).toBeNull();
    expect(screen.rememberedCount).toBe(0);
  });
});
