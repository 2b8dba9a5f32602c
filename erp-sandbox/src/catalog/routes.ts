import { HttpError } from '../http/router.ts';
import { currentUser, type App, type Route } from '../app.ts';
import { searchProducts } from './search.ts';
import { browseTaxonomy, itemLocation, listVendors } from './browse.ts';
import { searchFilter, storedSearchFilters } from './search-filters.ts';
import { withCustomerParts } from './customer-parts.ts';
import type { Product, Schemas } from '../data/types.ts';

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
        const user = currentUser(ctx);
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
      method: 'GET',
      template: '/index/items/{erp}',
      handler: (ctx): Schemas['ItemLocation'] => itemLocation(app.search, currentUser(ctx).catalog, ctx.params.erp!),
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
