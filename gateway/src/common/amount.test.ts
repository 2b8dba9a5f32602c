import { describe, expect, it } from 'vitest';
import { amount } from './amount.ts';

describe('amount', () => {
  it('formats dollars', () => {
    expect(amount(1234.5, 'CURRENCY').display).toBe('$1,234.50');
  });

  it('formats units with a singular or plural label', () => {
    expect(amount(1, 'UNITS').display).toBe('1 unit');
    expect(amount(12, 'UNITS').display).toBe('12 units');
  });
});
