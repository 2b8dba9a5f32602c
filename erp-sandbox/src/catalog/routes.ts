import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, type App, type Ctx, type Route } from '../app.ts';
import { searchProducts } from './search.ts';
import { browseTaxonomy, classifyItems, itemLocation, listVendors } from './browse.ts';
import { searchFilter, storedSearchFilters } from './search-filters.ts';
import { withCustomerParts } from './customer-parts.ts';
import type { Product, Schemas } from '../data/types.ts';

/**
 * Whose view of the index a lookup takes: the caller's, or for staff (the associates' product lookup)
 * the customer named by `customer_number`, with its catalogues and part numbers.
 */
function viewerOf(app: App, ctx: Ctx): { catalog: string[]; customer_number: string } {
  const user = currentUser(ctx);
  const wanted = ctx.query.get('customer_number');
  if (wanted === null || wanted === user.customer_number) return user;
  if (!user.is_vallen) throw new HttpError(403, ACCESS_DENIED);
  const customer = app.ds.customers.get(wanted);
  if (!customer) throw new HttpError(404, 'Customer not found.');
  return { catalog: customer.catalogs, customer_number: customer.customer_number };
}

export function catalogRoutes(app: App): Route[] {
  const filters = storedSearchFilters(app.ds);
  return [
    {
      method: 'POST',
      template: '/index/products/query',
      handler: (ctx): Schemas['SearchResult'] => searchProducts(app.search, ctx.body, currentUser(ctx)),
    },
    {
      method: 'GET',
      template: '/index/products/{slug}',
      handler: (ctx): Product => {
        const user = viewerOf(app, ctx);
        const p = app.ds.productsBySlug.get(ctx.params.slug!);
        if (!p || !p.active || !p.catalogs.some((c) => user.catalog.includes(c)))
          throw new HttpError(404, 'Product not found.');
        return { ...p, items: withCustomerParts(p.items, app.search.customerParts.get(user.customer_number)) };
      },
    },
    {
      method: 'GET',
      template: '/index/taxonomy',
      handler: (ctx): Schemas['TaxonomyTree'] => {
        const catalog = ctx.query.get('catalog');
        return browseTaxonomy(app.search, currentUser(ctx).catalog, catalog === null ? undefined : catalog);
      },
    },
    {
      method: 'GET',
      template: '/index/vendors',
      handler: (ctx): Schemas['VendorList'] => listVendors(app.search, currentUser(ctx).catalog),
    },
    {
      method: 'POST',
      template: '/index/items/classification',
      handler: (ctx) => ({ items: classifyItems(app.search, currentUser(ctx).catalog, ctx.body) }),
    },
    {
      method: 'GET',
      template: '/index/items/{erp}',
      handler: (ctx): Schemas['ItemLocation'] => itemLocation(app.search, viewerOf(app, ctx).catalog, ctx.params.erp!),
    },
    {
      method: 'GET',
      template: '/search-filter/{id}',
      handler: (ctx): Schemas['SearchFilter'] => {
        currentUser(ctx);
        return searchFilter(filters, ctx.params.id!);
      },
    },
  ];
}
