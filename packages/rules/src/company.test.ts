import { describe, expect, it } from 'vitest';
import { AGING_BUCKETS, parsePeriodBalances } from './company.ts';

describe('the account overview rules', () => {
  it('reads five period balances', () => {
    expect(parsePeriodBalances('19538.12;10743.61;0.00;90970.90;-12.5')).toEqual([
      19538.12, 10743.61, 0, 90970.9, -12.5,
    ]);
    expect(AGING_BUCKETS.map((b) => b.label)).toEqual([
      'Current',
      'Over 30 days',
      'Over 60 days',
      'Over 90 days',
      'Over 120 days',
    ]);
  });

  it('refuses anything but five amounts', () => {
    expect(parsePeriodBalances('1;2;3;4')).toBeNull();
    expect(parsePeriodBalances('1;2;3;4;5;6')).toBeNull();
    expect(parsePeriodBalances('1;2;x;4;5')).toBeNull();
    expect(parsePeriodBalances('')).toBeNull();
  });
});
