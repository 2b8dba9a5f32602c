import { describe, expect, it } from 'vitest';
import {
  ORDER_SESSION_PATTERN,
  checkOrderDetails,
  miscInfoErrors,
  orderDetailsFormErrors,
  purchaseOrderError,
} from './checkout.ts';

const valid = { shipToId: 'S1', contactName: 'Pat Buyer', contactEmail: 'pat@acme.example', purchaseOrderNumber: '' };
const none = { purchaseOrderRequired: false, departmentRequired: false };

describe('order details', () => {
  it('accepts valid details', () => {
    expect(checkOrderDetails(valid, none)).toEqual([]);
  });

  it('requires a PO when the ship-to flags it, at most 22 characters', () => {
    expect(checkOrderDetails(valid, { ...none, purchaseOrderRequired: true })).toEqual([
      { field: 'purchaseOrderNumber', message: 'A PO number is required for this ship-to address.' },
    ]);
    expect(checkOrderDetails({ ...valid, purchaseOrderNumber: 'P'.repeat(23) }, none)).toEqual([
      { field: 'purchaseOrderNumber', message: 'PO number may be at most 22 characters.' },
    ]);
    expect(purchaseOrderError(' P-1 ', true)).toBeNull();
    // A zero-width space or a direction mark would reach the ERP and the invoice unseen.
    expect(purchaseOrderError('P-1\u200B', false)).toBe(
      'PO number may not contain invisible characters such as zero-width spaces or direction marks.',
    );
    expect(purchaseOrderError('\u200FP-1', true)).toBe(
      'PO number may not contain invisible characters such as zero-width spaces or direction marks.',
    );
  });

  it('limits the name to 30 and the phone to 25, and checks the e-mail, the ship-to and the department', () => {
    const errors = checkOrderDetails(
      {
        shipToId: '',
        contactName: 'N'.repeat(31),
        contactEmail: 'not-an-email',
        contactPhone: '5'.repeat(26),
        department: ' ',
      },
      { purchaseOrderRequired: false, departmentRequired: true },
    );
    expect(errors).toEqual([
      { field: 'shipToId', message: 'Ship-to address is required.' },
      { field: 'contactName', message: 'Contact name may be at most 30 characters.' },
      { field: 'contactEmail', message: 'Please enter a valid e-mail address.' },
      { field: 'contactPhone', message: 'Phone may be at most 25 characters.' },
      { field: 'department', message: 'Choose a department.' },
    ]);
    expect(checkOrderDetails({ ...valid, contactName: ' ', contactEmail: '' }, none).map((e) => e.message)).toEqual([
      'Contact name is required.',
      'E-mail is required.',
    ]);
  });

  it('limits shipping instructions to 250 and comments to 1000 characters, both optional', () => {
    const base = { shipToId: 'S1', contactName: 'Bianca', contactEmail: 'b@acme.example' };
    expect(
      checkOrderDetails({ ...base, shippingInstructions: 'x'.repeat(250), comments: 'y'.repeat(1000) }, none),
    ).toEqual([]);
    expect(
      checkOrderDetails({ ...base, shippingInstructions: 'x'.repeat(251), comments: 'y'.repeat(1001) }, none),
    ).toEqual([
      { field: 'shippingInstructions', message: 'Shipping instructions may be at most 250 characters.' },
      { field: 'comments', message: 'Comments may be at most 1000 characters.' },
    ]);
    expect(miscInfoErrors({ shippingInstructions: null, comments: '  ' })).toEqual([]);
  });

  it('takes 32 letters or digits as the order-session key', () => {
    expect(ORDER_SESSION_PATTERN.test('a1'.repeat(16))).toBe(true);
    expect(ORDER_SESSION_PATTERN.test('a1'.repeat(15))).toBe(false);
    expect(ORDER_SESSION_PATTERN.test(`${'a'.repeat(31)}-`)).toBe(false);
  });
});

describe('the order details form', () => {
  const typed = { line1: '1 Main St', line2: '', city: 'Austin', state: 'TX', zip: '78701' };

  it('answers {} for valid details, with or without a typed ship-to', () => {
    expect(orderDetailsFormErrors(valid, none)).toEqual({});
    expect(orderDetailsFormErrors({ ...valid, newShipTo: typed }, none)).toEqual({});
  });

  it("answers the first message of each field, the typed ship-to's at newShipTo.<field>", () => {
    expect(
      orderDetailsFormErrors(
        {
          ...valid,
          shipToId: '',
          contactEmail: 'pat',
          newShipTo: { ...typed, line1: ' ', city: 'C'.repeat(29), zip: '1' },
        },
        { purchaseOrderRequired: true, departmentRequired: true },
      ),
    ).toEqual({
      shipToId: 'Ship-to address is required.',
      contactEmail: 'Please enter a valid e-mail address.',
      purchaseOrderNumber: 'A PO number is required for this ship-to address.',
      department: 'Choose a department.',
      'newShipTo.line1': 'Address 1 is required.',
      'newShipTo.city': 'City may be at most 28 characters.',
      'newShipTo.zip': 'Enter a ZIP code (12345 or 12345-6789) or a Canadian postal code.',
    });
  });
});
