// The catalogs a super administrator gives users (account-admin-calls §3 Catalog, §7.2 GET /catalogs):
// every catalog a customer or a product names, with how many seeded products each holds. Custom_Null
// holds none: a user whose only catalog it is orders by part number.
import type { App } from '../app.ts';
import type { Schemas } from '../data/types.ts';
import { MAIN_CATALOG, SAFETY_CATALOG } from '../data/products.ts';

export const CUSTOM_NULL = 'Custom_Null';
type CatalogListing = Schemas['CatalogList']['catalogs'][number];

/** What buyers see for each catalog (the personas' catalog_meta_data uses the same labels). */
const LABELS: Readonly<Record<string, string>> = {
  [MAIN_CATALOG]: 'Standard Catalog',
  [SAFETY_CATALOG]: 'Safety Catalog',
  [CUSTOM_NULL]: CUSTOM_NULL,
};

const listings = new WeakMap<App, CatalogListing[]>();

/** Every catalog, by name, counted once per sandbox instance. */
export function catalogListings(app: App): CatalogListing[] {
  let list = listings.get(app);
  if (list) return list;
  const counts = new Map<string, number>([[CUSTOM_NULL, 0]]);
  for (const customer of app.ds.customers.values())
    for (const name of customer.catalogs) counts.set(name, counts.get(name) ?? 0);
  for (const product of app.ds.products)
    for (const name of product.catalogs) counts.set(name, (counts.get(name) ?? 0) + 1);
  list = [...counts]
    .map(([name, count]) => ({ catalog_name: name, label: LABELS[name] ?? name, name, product_count: count }))
    .sort((a, b) => a.catalog_name.localeCompare(b.catalog_name));
  listings.set(app, list);
  return list;
}
