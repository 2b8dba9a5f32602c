// Issue 32, defect 8: a Canadian postal code was accepted with a US state. Every form that takes a state
// and a zip (the account's shipping addresses, a ship-to typed at checkout, the billing address, the guest
// order) now wants the two of one country.
import { describe, expect, it } from 'vitest';
import { checkBillingAddress, checkShippingAddress, zipMatchesState } from './address.ts';
import { checkShippingAddressForm } from './shipping.ts';
import { checkGuestOrder } from './guest.ts';

const WRONG = 'A Canadian postal code goes with a Canadian province, a ZIP code with a US state.';

describe('a zip and its state of one country', () => {
  it('pairs a postal code with a province and a ZIP code with a state, whatever the case', () => {
    expect(zipMatchesState('K1A 0B1', 'ON')).toBe(true);
    expect(zipMatchesState('t2p1j9', 'ab')).toBe(true);
    expect(zipMatchesState('44301-1234', 'OH')).toBe(true);
    expect(zipMatchesState('K1A 0B1', 'OH')).toBe(false);
    expect(zipMatchesState('44301', 'QC')).toBe(false);
  });

  it('refuses a Canadian postal code with a US state on the account’s shipping address form', () => {
    const address = { companyName: 'Annex', line1: '9 Dock Rd', city: 'Akron', state: 'OH', zip: 'K1A 0B1' };
    expect(checkShippingAddressForm(address)).toEqual([{ field: 'zip', message: WRONG }]);
    expect(checkShippingAddressForm({ ...address, city: 'Ottawa', state: 'ON' })).toEqual([]);
    expect(checkShippingAddressForm({ ...address, state: 'ON', zip: '44301' })).toEqual([
      { field: 'zip', message: WRONG },
    ]);
  });

  it('refuses it on the billing address and a ship-to typed at checkout', () => {
    const address = { line1: '1 Main St', city: 'Akron', state: 'OH', zip: 'K1A 0B1' };
    expect(checkBillingAddress(address)).toEqual([{ field: 'billingAddress.zip', message: WRONG }]);
    expect(checkShippingAddress(address)).toEqual([{ field: 'newShipTo.zip', message: WRONG }]);
    expect(checkShippingAddress({ ...address, city: 'Ottawa', state: 'ON' })).toEqual([]);
  });

  it('refuses it on the guest order', () => {
    const order = {
      contactName: 'Gail Guest',
      contactEmail: 'gail@example.com',
      address1: '1 Main St',
      city: 'Houston',
    };
    expect(checkGuestOrder({ ...order, state: 'TX', zip: 'K1A 0B1' })).toEqual([{ field: 'zip', message: WRONG }]);
    expect(checkGuestOrder({ ...order, state: 'TX', zip: '77001' })).toEqual([]);
  });
});
