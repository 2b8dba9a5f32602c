import { describe, expect, it } from 'vitest';
import { cribQueryError } from './crib.ts';

describe('universal crib search term', () => {
  it('needs 2 to 100 characters', () => {
    expect(cribQueryError(' g ')).toBe('Enter at least 2 characters to search.');
    expect(cribQueryError('gl')).toBeNull();
    expect(cribQueryError('g'.repeat(101))).toBe('Search at most 100 characters.');
  });
});
