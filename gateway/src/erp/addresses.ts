// The ERP spells an address differently in each of its shapes (address1, addr1, addr, street_address_1,
// ship_to_address_1, shipToAddress1; zip, zipcd, shipToZipCode). Each shape is mapped to the schema's
// Address here, once; domains call these instead of spelling the fields out.
import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

/** The schema's Address, as resolvers answer it. */
export type StoreAddress = {
  name: string | null;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
};

type CartAddressFields = Pick<Schemas['ShippingInfo'], 'address1' | 'address2' | 'city' | 'state' | 'zip'>;

/** A cart's address fields, or null while any of the first line, city, state or zip is missing. */
const cartAddress = (info: CartAddressFields | null | undefined, name: string | null): StoreAddress | null =>
  info?.address1 && info.city && info.state && info.zip
    ? { name, line1: info.address1, line2: info.address2 ?? null, city: info.city, state: info.state, zip: info.zip }
    : null;

/** Where a cart (or a cart request) ships (ShippingInfo, named by its company); null while incomplete. */
export const shippingInfoAddress = (info: Schemas['ShippingInfo'] | null | undefined): StoreAddress | null =>
  cartAddress(info, info?.company_name ?? null);

/** Where a cart is billed (BillingInfo, named by the payer); null while incomplete. */
export const billingInfoAddress = (info: Schemas['BillingInfo'] | null | undefined): StoreAddress | null =>
  cartAddress(info, info?.name ?? null);

/** One of the customer's ship-tos (ShipTo). */
export const shipToAddress = (shipTo: Schemas['ShipTo']): StoreAddress => ({
  name: shipTo.name,
  line1: shipTo.addr1,
  line2: shipTo.addr2 ?? null,
  city: shipTo.city,
  state: shipTo.state,
  zip: shipTo.zip,
});

/** A shipping address the user saved (ShippingAddress). */
export const savedShippingAddress = (a: Schemas['ShippingAddress']): StoreAddress => ({
  name: a.name,
  line1: a.street_address_1,
  line2: a.street_address_2 ?? null,
  city: a.city,
  state: a.state,
  zip: a.zip,
});

/** The customer's bill-to, from its master record (CustomerMaster). */
export const customerMasterAddress = (master: Schemas['CustomerMaster']): StoreAddress => ({
  name: master.customerName,
  line1: master.addr,
  line2: master.addr2 ?? null,
  city: master.city,
  state: master.state,
  zip: master.zipcd,
});

/** Where a placed order ships, as its confirmation says (OrderConfirmation). */
export const confirmationShipTo = (order: Schemas['OrderConfirmation']): StoreAddress => ({
  name: order.ship_to_company,
  line1: order.ship_to_address_1,
  line2: order.ship_to_address_2 ?? null,
  city: order.ship_to_city,
  state: order.ship_to_state,
  zip: order.ship_to_zip,
});

/** Where an order of the history ships (OrderDetail's header). */
export const orderDetailShipTo = (header: Schemas['OrderDetailHeader']): StoreAddress => ({
  name: header.shipToName,
  line1: header.shipToAddress1,
  line2: header.shipToAddress2 ?? null,
  city: header.shipToCity,
  state: header.shipToState,
  zip: header.shipToZipCode,
});

/** A customer found by the associates' lookup (CustomerLookupHit): its second and third lines joined. */
export const customerHitAddress = (c: Schemas['CustomerLookupHit']): StoreAddress => ({
  name: c.customerName,
  line1: c.addr,
  line2: [c.addr2, c.addr3].filter(Boolean).join(', ') || null,
  city: c.city,
  state: c.state,
  zip: c.zipcd,
});

/** A vendor's master record (VendorAccount). */
export const vendorAddress = (v: Schemas['VendorAccount']): StoreAddress => ({
  name: v.name,
  line1: v.addr1,
  line2: v.addr2,
  city: v.city,
  state: v.state,
  zip: v.zipcd,
});
