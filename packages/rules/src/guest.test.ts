import { describe, expect, it } from 'vitest';
import { checkGuestOrder, guestOrderFormErrors, type GuestOrderFields } from './guest.ts';

const order: GuestOrderFields = {
  contactName: 'Gail Guest',
  contactEmail: 'gail@example.com',
  address1: '1 Main St',
  city: 'Houston',
  state: 'TX',
  zip: '77001',
};

describe('guest order details', () => {
  it('accepts a complete order and a Canadian postal code', () => {
    expect(checkGuestOrder(order)).toEqual([]);
    expect(checkGuestOrder({ ...order, state: 'ON', zip: 'K1A 0B1' })).toEqual([]);
  });

  it('names every missing field in field order', () => {
    expect(checkGuestOrder({ contactName: ' ', contactEmail: '', address1: '', city: '', state: '', zip: '' })).toEqual(
      [
        { field: 'contactName', message: 'Name is required.' },
        { field: 'contactEmail', message: 'E-mail is required.' },
        { field: 'address1', message: 'Shipping address 1 is required.' },
        { field: 'city', message: 'City is required.' },
        { field: 'state', message: 'State is required.' },
        { field: 'zip', message: 'Zip is required.' },
      ],
    );
  });

  it('checks the e-mail, the two-letter state, the zip and the lengths', () => {
    expect(
      checkGuestOrder({
        ...order,
        contactName: 'N'.repeat(31),
        contactEmail: 'gail@',
        contactPhone: '5'.repeat(26),
        state: 'Texas',
        zip: '7700',
      }).map((p) => p.message),
    ).toEqual([
      'Name may be at most 30 characters.',
      'Please enter a valid e-mail address.',
      'Phone may be at most 25 characters.',
      'Choose a state by its two-letter code.',
      'Enter a zip code (12345 or 12345-6789) or a Canadian postal code.',
    ]);
  });
});

describe('the guest checkout form', () => {
  it('answers the first message by field, {} when the order may be placed', () => {
    expect(guestOrderFormErrors(order)).toEqual({});
    const empty = { contactName: '', contactEmail: 'x', address1: '', city: '', state: 'Texas', zip: '1' };
    expect(guestOrderFormErrors(empty)).toEqual({
      contactName: 'Name is required.',
      contactEmail: 'Please enter a valid e-mail address.',
      address1: 'Shipping address 1 is required.',
      city: 'City is required.',
      state: 'Choose a state by its two-letter code.',
      zip: 'Enter a zip code (12345 or 12345-6789) or a Canadian postal code.',
    });
  });
});
