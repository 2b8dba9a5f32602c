import { describe, expect, it } from 'vitest';
import { CRIB_MESSAGES, cribQueryError } from './crib.ts';

describe('universal crib search term', () => {
  it('needs 2 to 100 characters', () => {
    expect(cribQueryError(' g ')).toBe(CRIB_MESSAGES.queryRequired);
    expect(cribQueryError('gl')).toBeNull();
    expect(cribQueryError('g'.repeat(101))).toBe(CRIB_MESSAGES.queryTooLong);
  });
});
