// Multiview (storefront §6, account-admin-calls §2.4): a user with can_multiview buys for another
// customer after saving it on their user; staff reach every customer but the excluded one, a sales
// rep their customers, others their allowed companies. The switch is kept per sandbox instance (the dataset is shared).
import { HttpError } from '../http/router.ts';
import type { App } from '../app.ts';
import type { Customer, StoredUser } from '../data/types.ts';
import { GUEST_CUSTOMER } from '../data/customers.ts';
import { sessionIdFor } from '../data/personas.ts';
import { isRepCustomer } from '../data/sales-reps.ts';

/** The one customer staff may not switch to: the open-browse house account guests buy as. */
export const EXCLUDED_CUSTOMER = GUEST_CUSTOMER;
export const MAX_SEARCH_HITS = 100;

const switches = new WeakMap<App, Map<number, string>>();
const switchesOf = (app: App): Map<number, string> => {
  let map = switches.get(app);
  if (!map) switches.set(app, (map = new Map<number, string>()));
  return map;
};

/** The user as they are now: buying for the customer they switched to, with its settings and cart. */
export function asSeen(app: App, user: StoredUser): StoredUser {
  const number = switchesOf(app).get(user.id);
  const customer = number && number !== user.customer_number ? app.ds.customers.get(number) : undefined;
  if (!customer) return user;
  return {
    ...user,
    customer_number: customer.customer_number,
    customer_name: customer.name,
    company_number: customer.company_number,
    warehouse: customer.warehouse,
    workflow_currency: customer.workflow_currency,
    catalog: [...customer.catalogs],
    catalog_meta_data: customer.catalogs.map((catalog) => ({
      catalog,
      name: catalog === 'SafetyCatalog' ? 'Safety Catalog' : 'Standard Catalog',
      imageUrl: null,
    })),
    shipto_id: customer.shipTos[0]?.shipto ?? null,
    // Each customer has its own cart for the user.
    session_id: sessionIdFor(app.ds.seed, `${user.username}|${customer.customer_number}`),
  };
}

/** Whether the user may buy for the customer (their own default always). */
export function mayReach(user: StoredUser, customer: Customer): boolean {
  if (customer.customer_number === user.default_customer_number) return true;
  if (!user.can_multiview) return false;
  if (user.is_vallen) return customer.customer_number !== EXCLUDED_CUSTOMER;
  if (user.rep_code && isRepCustomer(user.rep_code, customer)) return true;
  return (user.allowedCompanies ?? []).some((c) => c.customerNumber === customer.customer_number);
}

export function switchCustomer(app: App, user: StoredUser, customerNumber: string): StoredUser {
  const customer = app.ds.customers.get(customerNumber);
  if (!customer) throw new HttpError(404, `Customer ${customerNumber} not found.`);
  if (!mayReach(user, customer)) throw new HttpError(403, 'Access denied.');
  switchesOf(app).set(user.id, customer.customer_number);
  return asSeen(app, user);
}

/** Customers whose number or name contains the term, by number (staff only). */
export function searchCustomers(app: App, term: string): { customers: Customer[]; total: number } {
  const wanted = term.trim().toLowerCase();
  const all = [...app.ds.customers.values()].filter(
    (c) =>
      c.customer_number !== EXCLUDED_CUSTOMER &&
      (c.customer_number.toLowerCase().includes(wanted) || c.name.toLowerCase().includes(wanted)),
  );
  all.sort((a, b) => a.customer_number.localeCompare(b.customer_number));
  return { customers: all.slice(0, MAX_SEARCH_HITS), total: all.length };
}
