import { describe, expect, it } from 'vitest';
import { cribQueryError, cribSearchFormErrors } from './crib.ts';

describe('universal crib search term', () => {
  it('needs 2 to 100 characters', () => {
    expect(cribQueryError(' g ')).toBe('Enter at least 2 characters to search.');
    expect(cribQueryError('gl')).toBeNull();
    expect(cribQueryError('g'.repeat(101))).toBe('Search at most 100 characters.');
  });

  it('answers the search form by field', () => {
    expect(cribSearchFormErrors({ query: 'g' })).toEqual({ query: 'Enter at least 2 characters to search.' });
    expect(cribSearchFormErrors({ query: 'g'.repeat(101) })).toEqual({ query: 'Search at most 100 characters.' });
    expect(cribSearchFormErrors({ query: 'gloves' })).toEqual({});
  });
});
