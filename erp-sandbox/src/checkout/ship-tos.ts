// Ship-to addresses: the dataset's, plus those users added (per sandbox instance; the dataset is shared).
import { HttpError, reply } from '../http/router.ts';
import { currentUser, objectBody, type App, type Route } from '../app.ts';
import type { ShipTo } from '../data/types.ts';

const added = new WeakMap<App, Map<string, ShipTo[]>>();
const ZIP = /^(\d{5}|\d{9}|\d{5}-\d{4}|[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d)$/;
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

const addedOf = (app: App, customer: string): ShipTo[] => {
  let byCustomer = added.get(app);
  if (!byCustomer) added.set(app, (byCustomer = new Map<string, ShipTo[]>()));
  let list = byCustomer.get(customer);
  if (!list) byCustomer.set(customer, (list = []));
  return list;
};

export const shipTosOf = (app: App, customer: string): ShipTo[] => [
  ...(app.ds.customers.get(customer)?.shipTos ?? []),
  ...addedOf(app, customer),
];

export function shipToRoutes(app: App): Route[] {
  return [
    {
      method: 'POST',
      template: '/shipping-address',
      handler: (ctx) => {
        const user = currentUser(ctx);
        if (!user.can_edit_ship_to) throw new HttpError(403, 'You may not add ship-to addresses.');
        const body = objectBody(ctx);
        if (Number(body.user_id) !== user.id) throw new HttpError(403, 'Access denied.');
        const line1 = text(body.street_address_1);
        const city = text(body.city);
        const state = text(body.state);
        const zip = text(body.zip);
        if (!line1 || !city || !state || !zip) throw new HttpError(400, 'Address 1, city, state and zip are required.');
        if (city.length > 28) throw new HttpError(400, 'City may not exceed 28 characters.');
        if (text(body.street_address_2).length > 40)
          throw new HttpError(400, 'Address 2 may not exceed 40 characters.');
        if (zip.length > 12 || !ZIP.test(zip)) throw new HttpError(400, 'Invalid zip code.');
        const list = addedOf(app, user.customer_number);
        const name = text(body.company_name) || app.ds.customers.get(user.customer_number)!.name;
        const shipTo: ShipTo = {
          shipto: `W${String(list.length + 1).padStart(3, '0')}`,
          display: `${name}, ${line1}, ${city} ${state}`,
          poreqfl: false,
          custpo: null,
          name,
          addr1: line1,
          addr2: text(body.street_address_2) || null,
          city,
          state,
          zip,
        };
        list.push(shipTo);
        return reply(201, shipTo);
      },
    },
  ];
}
