import { describe, expect, it } from 'vitest';
import {
  checkApplicationReview,
  customerNumberError,
  isFinalStatus,
  lookupOrderNumber,
  lookupSearchFormErrors,
  lookupTermError,
  noteError,
  orderStatusLookupFormErrors,
  productLookupFormErrors,
  punchOutLogFormErrors,
  statusLabel,
} from './tools.ts';

describe('associate tools rules', () => {
  it('needs a status and a segment, and a customer number of digits', () => {
    expect(checkApplicationReview({ status: '', segment: null })).toEqual([
      { field: 'status', message: 'Status is required.' },
      { field: 'segment', message: 'Segment is required.' },
    ]);
    expect(checkApplicationReview({ status: 'WON', segment: 'TBD', customerNumber: 'A1' })).toEqual([
      { field: 'customerNumber', message: 'The customer number is up to 10 digits.' },
    ]);
    expect(checkApplicationReview({ status: 'APPROVED', segment: 'DIRECT', customerNumber: '20500' })).toEqual([]);
  });

  it('makes Approved and Rejected final, and labels statuses in the spec’s words', () => {
    expect(isFinalStatus('APPROVED')).toBe(true);
    expect(isFinalStatus('REJECTED')).toBe(true);
    expect(isFinalStatus('TIER_1_DEVELOPING')).toBe(false);
    expect(statusLabel('NO_DECISION')).toBe('No Decision');
  });

  it('requires a note and a search term, within their maximums', () => {
    expect(noteError('  ')).toBe('Note is required.');
    expect(noteError('x'.repeat(1001))).toBe('A note may be at most 1000 characters.');
    expect(noteError('Called')).toBeNull();
    expect(lookupTermError('')).toBe('Please enter a search term.');
    expect(lookupTermError('x'.repeat(101))).toBe('A search term may be at most 100 characters.');
    expect(lookupTermError('acme')).toBeNull();
  });

  it('requires a customer number of 1 to 10 digits', () => {
    expect(customerNumberError(' ')).toBe('Please enter a customer number.');
    expect(customerNumberError('10001x')).toBe('The customer number is up to 10 digits.');
    expect(customerNumberError('12345678901')).toBe('The customer number is up to 10 digits.');
    expect(customerNumberError(' 10001 ')).toBeNull();
  });

  it('reads an order number of the lookups as 7 digits and a suffix padded to two', () => {
    expect(lookupOrderNumber(' 1000123 ')).toBe('1000123-00');
    expect(lookupOrderNumber('1000123-1')).toBe('1000123-01');
    expect(lookupOrderNumber('1000123-12')).toBe('1000123-12');
    for (const bad of ['', '123', '1000123-123', '1000123-', 'abcdefg', '1000123 -00'])
      expect(lookupOrderNumber(bad)).toBeNull();
  });

  it('answers the search forms of the lookups by field, in the spec’s words', () => {
    expect(lookupSearchFormErrors({ term: ' ' })).toEqual({ term: 'Please enter a search term.' });
    expect(lookupSearchFormErrors({ term: 'acme' })).toEqual({});
    expect(productLookupFormErrors({ partNumber: '', customerNumber: 'x1' })).toEqual({
      partNumber: 'Please enter a search term.',
      customerNumber: 'The customer number is up to 10 digits.',
    });
    expect(productLookupFormErrors({ partNumber: 'GL-1', customerNumber: '10001' })).toEqual({});
    expect(punchOutLogFormErrors({ customerNumber: '' })).toEqual({
      customerNumber: 'Please enter a customer number.',
    });
    expect(punchOutLogFormErrors({ customerNumber: '10001' })).toEqual({});
    expect(orderStatusLookupFormErrors({ orderNumber: '12-3' })).toEqual({
      orderNumber: 'Please enter an order number like 1234567-00.',
    });
    expect(orderStatusLookupFormErrors({ orderNumber: '1234567-1' })).toEqual({});
  });
});
