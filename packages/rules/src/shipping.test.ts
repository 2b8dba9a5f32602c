import { describe, expect, it } from 'vitest';
import { checkShippingAddressForm } from './shipping.ts';

const valid = { companyName: 'Annex', line1: '9 Dock Rd', line2: '', city: 'Akron', state: 'OH', zip: '44301' };
const fieldsOf = (values: Parameters<typeof checkShippingAddressForm>[0]) =>
  checkShippingAddressForm(values).map((e) => `${e.field}: ${e.message}`);

describe('shipping address form', () => {
  it('accepts a complete address, and a city left empty', () => {
    expect(fieldsOf(valid)).toEqual([]);
    expect(fieldsOf({ ...valid, city: '' })).toEqual([]);
  });

  it.each(['12345', '123456789', '12345-6789', 'K1A 0B1', 'k1a0b1', 'M5V-2T6'])('accepts the zip %s', (zip) => {
    // A postal code with a province (zip-country.test.ts).
    expect(fieldsOf({ ...valid, zip, state: /^\d/.test(zip) ? 'OH' : 'ON' })).toEqual([]);
  });

  it.each(['1234', '12345-678', 'ABCDE', '1A1 A1A', '123456'])('refuses the zip %s', (zip) => {
    expect(fieldsOf({ ...valid, zip })).toEqual([
      `zip: Enter a ZIP code (12345, 123456789 or 12345-6789) or a Canadian postal code (A1A 1A1).`,
    ]);
  });

  it('requires address 1, state and zip, and limits city to 28 and address 2 to 40', () => {
    expect(fieldsOf({ line1: ' ', state: '', zip: '', city: 'C'.repeat(29), line2: 'L'.repeat(41) })).toEqual([
      `line1: Address 1 is required.`,
      `line2: Address 2 may be at most 40 characters.`,
      `city: City may be at most 28 characters.`,
      `state: State is required.`,
      `zip: ZIP code is required.`,
    ]);
    expect(fieldsOf({ ...valid, city: 'C'.repeat(28) })).toEqual([]);
  });

  it('limits the company name and address 1, and wants a two-letter state', () => {
    expect(fieldsOf({ ...valid, companyName: 'N'.repeat(61), line1: 'A'.repeat(101), state: 'Ohio' })).toEqual([
      `companyName: Company name may be at most 60 characters.`,
      `line1: Address 1 may be at most 100 characters.`,
      `state: Choose a state or province.`,
    ]);
  });
});
