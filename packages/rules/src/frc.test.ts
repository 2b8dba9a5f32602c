import { describe, expect, it } from 'vitest';
import { allowanceBalance } from './frc.ts';

describe('an allowance’s balance', () => {
  it('is what is left, 0 when fully used, 0 and over by the excess past the allowance', () => {
    expect(allowanceBalance(500, 180)).toEqual({ remaining: 320, overBy: 0 });
    expect(allowanceBalance(120, 120)).toEqual({ remaining: 0, overBy: 0 });
    expect(allowanceBalance(60, 75)).toEqual({ remaining: 0, overBy: 15 });
    expect(allowanceBalance(10.1, 10.3)).toEqual({ remaining: 0, overBy: 0.2 });
  });

  it('has nothing to count down without a limit', () => {
    expect(allowanceBalance(null, 42)).toEqual({ remaining: null, overBy: 0 });
  });
});
