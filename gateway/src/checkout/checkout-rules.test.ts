import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, validateCheckoutDetails } from './checkout-rules.ts';
import type { ErpShipTo } from '../erp/types.ts';
import { UNITS_MISSING, cartKind, lacksUnits } from './checkout-provider.ts';

const shipTo = (poreqfl: boolean): ErpShipTo => ({
  shipto: 'S1',
  display: 'Main plant',
  poreqfl,
  name: 'Acme',
  addr1: '1 Main St',
  city: 'Akron',
  state: 'OH',
  zip: '44301',
});
const valid = { shipToId: 'S1', contactName: 'Pat Buyer', contactEmail: 'pat@acme.example', purchaseOrderNumber: '' };

describe('validateCheckoutDetails', () => {
  it('accepts valid details', () => {
    expect(validateCheckoutDetails(valid, shipTo(false))).toEqual([]);
  });

  it('requires a PO when the ship-to flags it, at most 22 characters', () => {
    expect(validateCheckoutDetails(valid, shipTo(true)).map((e) => e.message)).toEqual([CHECKOUT_MESSAGES.poRequired]);
    expect(validateCheckoutDetails({ ...valid, purchaseOrderNumber: 'P'.repeat(23) }, shipTo(false))[0]?.field).toBe(
      'purchaseOrderNumber',
    );
  });

  it('limits the name to 30 and checks the e-mail and ship-to', () => {
    const errors = validateCheckoutDetails(
      { ...valid, contactName: 'N'.repeat(31), contactEmail: 'not-an-email' },
      undefined,
    );
    expect(errors.map((e) => e.field)).toEqual(['shipToId', 'contactName', 'contactEmail']);
  });
});

describe('cart kinds and units', () => {
  const cart = (session_id: string, order_type: 'o' | 'q') =>
    ({ session_id, order_type }) as Parameters<typeof cartKind>[0];
  it('tells quote and non-stock carts by order type and session suffix', () => {
    expect(cartKind(cart('a'.repeat(32), 'o'))).toBe('ORDER');
    expect(cartKind(cart(`${'a'.repeat(32)}-quote`, 'q'))).toBe('QUOTE');
    expect(cartKind(cart('a'.repeat(32), 'q'))).toBe('QUOTE');
    expect(cartKind(cart(`${'a'.repeat(32)}-nonstock`, 'o'))).toBe('NON_STOCK');
  });

  it('finds a line without units', () => {
    const line = (units: number | null) => ({ units }) as Parameters<typeof lacksUnits>[0];
    expect([lacksUnits(line(null)), lacksUnits(line(0)), lacksUnits(line(3))]).toEqual([true, true, false]);
    expect(UNITS_MISSING).toBe(
      'This item is not available for purchase and should be removed from your cart. Please call us...',
    );
  });
});
