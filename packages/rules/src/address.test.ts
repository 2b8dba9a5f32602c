import { describe, expect, it } from 'vitest';
import { ZIP_PATTERN, checkBillingAddress, checkShippingAddress } from './address.ts';

describe('zip codes', () => {
  it('accepts 5 digits, 9 digits, 5-4 and Canadian postal codes only', () => {
    for (const zip of ['44101', '441011234', '44101-1234', 'K1A 0B1', 'K1A-0B1', 'k1a0b1'])
      expect(ZIP_PATTERN.test(zip)).toBe(true);
    for (const zip of ['4410', '44101-12', 'ABCDE', '1A1 A1A']) expect(ZIP_PATTERN.test(zip)).toBe(false);
  });
});

describe('billing address', () => {
  it('requires address 1, city, state and zip; city 28, address 2 40, zip 10', () => {
    expect(checkBillingAddress({ line1: '', city: '', state: '', zip: '' }).map((e) => e.field)).toEqual([
      'billingAddress.line1',
      'billingAddress.city',
      'billingAddress.state',
      'billingAddress.zip',
    ]);
    expect(
      checkBillingAddress({
        line1: '1 Main',
        line2: 'x'.repeat(40),
        city: 'C'.repeat(28),
        state: 'OH',
        zip: '44101-1234',
      }),
    ).toEqual([]);
    expect(
      checkBillingAddress({ line1: '1 Main', line2: 'x'.repeat(41), city: 'C'.repeat(29), state: 'OH', zip: '4410' }),
    ).toEqual([
      { field: 'billingAddress.line2', message: 'Address 2 may be at most 40 characters.' },
      { field: 'billingAddress.city', message: 'City may be at most 28 characters.' },
      { field: 'billingAddress.zip', message: 'Enter a ZIP code (12345 or 12345-6789) or a Canadian postal code.' },
    ]);
  });
});

describe('typed ship-to address', () => {
  it('has the billing rules under newShipTo', () => {
    expect(checkShippingAddress({ line1: ' ', city: 'Akron', state: 'OH', zip: '44101' })).toEqual([
      { field: 'newShipTo.line1', message: 'Address 1 is required.' },
    ]);
  });
});
