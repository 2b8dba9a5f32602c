import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, validateCheckoutDetails } from './checkout-rules.ts';
import type { ErpShipTo } from '../erp/types.ts';

const shipTo = (poreqfl: boolean): ErpShipTo => ({
  shipto: 'S1', display: 'Main plant', poreqfl, name: 'Acme', addr1: '1 Main St', city: 'Akron', state: 'OH', zip: '44301',
});
const valid = { shipToId: 'S1', contactName: 'Pat Buyer', contactEmail: 'pat@acme.example', purchaseOrderNumber: '' };

describe('validateCheckoutDetails', () => {
  it('accepts valid details', () => {
    expect(validateCheckoutDetails(valid, shipTo(false))).toEqual([]);
  });

  it('requires a PO when the ship-to flags it, at most 22 characters', () => {
    expect(validateCheckoutDetails(valid, shipTo(true)).map((e) => e.message)).toEqual([CHECKOUT_MESSAGES.poRequired]);
    expect(validateCheckoutDetails({ ...valid, purchaseOrderNumber: 'P'.repeat(23) }, shipTo(false))[0]?.field).toBe('purchaseOrderNumber');
  });

  it('limits the name to 30 and checks the e-mail and ship-to', () => {
    const errors = validateCheckoutDetails({ ...valid, contactName: 'N'.repeat(31), contactEmail: 'not-an-email' }, undefined);
    expect(errors.map((e) => e.field)).toEqual(['shipToId', 'contactName', 'contactEmail']);
  });
});
