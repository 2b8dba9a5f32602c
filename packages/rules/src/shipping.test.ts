import { describe, expect, it } from 'vitest';
import { SHIPPING_MESSAGES, checkShippingAddressForm } from './shipping.ts';

const valid = { companyName: 'Annex', line1: '9 Dock Rd', line2: '', city: 'Akron', state: 'OH', zip: '44301' };
const fieldsOf = (values: Parameters<typeof checkShippingAddressForm>[0]) =>
  checkShippingAddressForm(values).map((e) => `${e.field}: ${e.message}`);

describe('shipping address form', () => {
  it('accepts a complete address, and a city left empty', () => {
    expect(fieldsOf(valid)).toEqual([]);
    expect(fieldsOf({ ...valid, city: '' })).toEqual([]);
  });

  it.each(['12345', '123456789', '12345-6789', 'K1A 0B1', 'k1a0b1', 'M5V-2T6'])('accepts the zip %s', (zip) => {
    expect(fieldsOf({ ...valid, zip })).toEqual([]);
  });

  it.each(['1234', '12345-678', 'ABCDE', '1A1 A1A', '123456'])('refuses the zip %s', (zip) => {
    expect(fieldsOf({ ...valid, zip })).toEqual([`zip: ${SHIPPING_MESSAGES.zipInvalid}`]);
  });

  it('requires address 1, state and zip, and limits city to 28 and address 2 to 40', () => {
    expect(fieldsOf({ line1: ' ', state: '', zip: '', city: 'C'.repeat(29), line2: 'L'.repeat(41) })).toEqual([
      `line1: ${SHIPPING_MESSAGES.line1Required}`,
      `line2: ${SHIPPING_MESSAGES.line2TooLong}`,
      `city: ${SHIPPING_MESSAGES.cityTooLong}`,
      `state: ${SHIPPING_MESSAGES.stateRequired}`,
      `zip: ${SHIPPING_MESSAGES.zipRequired}`,
    ]);
    expect(fieldsOf({ ...valid, city: 'C'.repeat(28) })).toEqual([]);
  });

  it('limits the company name and address 1, and wants a two-letter state', () => {
    expect(fieldsOf({ ...valid, companyName: 'N'.repeat(61), line1: 'A'.repeat(101), state: 'Ohio' })).toEqual([
      `companyName: ${SHIPPING_MESSAGES.companyNameTooLong}`,
      `line1: ${SHIPPING_MESSAGES.line1TooLong}`,
      `state: ${SHIPPING_MESSAGES.stateInvalid}`,
    ]);
  });
});
