import { describe, expect, it } from 'vitest';
import { distinctFor } from './search-rules.ts';

describe('distinctFor', () => {
  it('is 6 per catalogue', () => {
    expect(distinctFor(1)).toBe(6);
    expect(distinctFor(3)).toBe(18);
  });

  it('is reduced until distinct x page size is at most 1000', () => {
    expect(distinctFor(17)).toBe(100);
    expect(distinctFor(18)).toBe(100);
    expect(distinctFor(18, 10) * 10).toBeLessThanOrEqual(1000);
    expect(distinctFor(5, 100)).toBe(10);
  });
});
