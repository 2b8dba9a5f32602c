// Ship-to addresses: the dataset's, plus the active shipping addresses the customer's users saved
// (erp-sandbox/src/shipping/: POST, PUT and DELETE /shipping-address).
import type { App } from '../app.ts';
import type { ShipTo } from '../data/types.ts';
import { customerAddresses } from '../shipping/address-book.ts';

export const shipTosOf = (app: App, customer: string): ShipTo[] => [
  ...(app.ds.customers.get(customer)?.shipTos ?? []),
  ...customerAddresses(app, customer).map(shipToOf),
];

/** An address as a plain ship-to (the fields GET /company/ship_tos answers). */
const shipToOf = (a: ShipTo): ShipTo => ({
  shipto: a.shipto,
  display: a.display,
  poreqfl: a.poreqfl,
  custpo: a.custpo,
  name: a.name,
  addr1: a.addr1,
  addr2: a.addr2,
  city: a.city,
  state: a.state,
  zip: a.zip,
});
