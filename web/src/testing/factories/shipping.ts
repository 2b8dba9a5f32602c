// Typed answers of the shipping domain: the viewer's shipping addresses and the address payloads.
import type { ShippingAddressFieldsFragment } from '../../features/shipping/ShippingAddresses.generated';

type AddressError = {
  __typename: 'UserError';
  field: string | null;
  message: string;
  code: 'REJECTED' | 'UPSTREAM_UNAVAILABLE';
};

/** Address `n`: Jobsite n at (100+n) Fabrication Way, Houston TX; not the default. */
export const shippingAddressOf = (
  n: number,
  overrides: Partial<ShippingAddressFieldsFragment> = {},
): ShippingAddressFieldsFragment => ({
  __typename: 'ShippingAddress',
  id: String(n),
  shipToId: `W${String(n).padStart(4, '0')}`,
  companyName: `Jobsite ${n}`,
  isDefault: false,
  address: {
    __typename: 'Address',
    name: `Jobsite ${n}`,
    line1: `${100 + n} Fabrication Way`,
    line2: null,
    city: 'Houston',
    state: 'TX',
    zip: '77002',
  },
  ...overrides,
});

/** Addresses 1 to `count`. */
export const shippingAddressesOf = (count: number) => Array.from({ length: count }, (_, i) => shippingAddressOf(i + 1));

/** What an address write answers: the address book as it is now, or the refusals. */
export const shippingAddressPayloadOf = (
  addresses: ShippingAddressFieldsFragment[] | null,
  changed: ShippingAddressFieldsFragment | null = null,
  userErrors: AddressError[] = [],
) => ({
  __typename: 'ShippingAddressPayload' as const,
  shippingAddress: changed,
  shippingAddresses: addresses,
  viewer: addresses
    ? { __typename: 'Viewer' as const, id: 'u1', defaultShipToId: addresses.find((a) => a.isDefault)?.shipToId ?? null }
    : null,
  userErrors,
});

/** What an address write answers when the gateway refuses it with these messages. */
export const shippingAddressRefusalOf = (code: AddressError['code'], ...messages: string[]) =>
  shippingAddressPayloadOf(
    null,
    null,
    messages.map((message) => ({ __typename: 'UserError', field: null, message, code })),
  );
