import { describe, expect, it } from 'vitest';
import { formatAmount } from './common.ts';

describe('amounts', () => {
  it('reads dollars with cents, and units as whole counts with a singular or plural label', () => {
    expect(formatAmount(1234.5, 'CURRENCY')).toBe('$1,234.50');
    expect(formatAmount(166.89, 'UNITS')).toBe('167 units');
    expect(formatAmount(1200, 'UNITS')).toBe('1,200 units');
    expect(formatAmount(1, 'UNITS')).toBe('1 unit');
    // 0.9 units counts as one unit; 0 reads plural.
    expect(formatAmount(0.9, 'UNITS')).toBe('1 unit');
    expect(formatAmount(0, 'UNITS')).toBe('0 units');
  });
});
