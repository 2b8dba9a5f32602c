import { describe, expect, it } from 'vitest';
import { UNITS_MISSING } from '@mro/rules/checkout';
import { validateCheckoutDetails } from './checkout-rules.ts';
import type { ErpCheckoutDepartments, ErpShipTo } from '../erp/types.ts';
import { cartKind, lacksUnits } from './checkout-provider.ts';

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
const departments = (grouped: boolean): ErpCheckoutDepartments =>
  ({ grouped, departments: [{ department_key: 'QA' }] }) as ErpCheckoutDepartments;

describe('validateCheckoutDetails', () => {
  it('accepts valid details', () => {
    expect(validateCheckoutDetails(valid, shipTo(false), departments(false))).toEqual([]);
  });

  it('requires a PO when the ship-to flags it, at most 22 characters', () => {
    expect(validateCheckoutDetails(valid, shipTo(true), departments(false)).map((e) => e.message)).toEqual([
      'A PO number is required for this ship-to address.',
    ]);
    expect(
      validateCheckoutDetails({ ...valid, purchaseOrderNumber: 'P'.repeat(23) }, shipTo(false), departments(false))[0]
        ?.field,
    ).toBe('purchaseOrderNumber');
  });

  it('limits the name to 30 and checks the e-mail and that the ship-to is theirs', () => {
    const errors = validateCheckoutDetails(
      { ...valid, contactName: 'N'.repeat(31), contactEmail: 'not-an-email' },
      undefined,
      departments(false),
    );
    expect(errors.map((e) => e.field)).toEqual(['shipToId', 'contactName', 'contactEmail']);
    expect(errors[0]?.message).toBe('That ship-to address is not one of yours.');
  });

  it('requires a department when the workflow groups by department, and one of theirs', () => {
    expect(validateCheckoutDetails(valid, shipTo(false), departments(true)).map((e) => e.message)).toEqual([
      'Choose a department.',
    ]);
    expect(validateCheckoutDetails({ ...valid, department: 'QA' }, shipTo(false), departments(true))).toEqual([]);
    expect(
      validateCheckoutDetails({ ...valid, department: 'HR' }, shipTo(false), departments(false)).map((e) => e.message),
    ).toEqual(['That department is not one of yours.']);
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
