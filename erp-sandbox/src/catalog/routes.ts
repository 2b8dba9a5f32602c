import { HttpError } from '../http/router.ts';
import { currentUser, type App, type Route } from '../app.ts';
import { searchProducts } from './search.ts';
import type { Product, Schemas } from '../data/types.ts';

export function catalogRoutes(app: App): Route[] {
  return [
    {
      method: 'POST', template: '/index/products/query',
      handler: (ctx): Schemas['SearchResult'] => searchProducts(app.search, ctx.body, currentUser(ctx).catalog),
    },
    {
      method: 'GET', template: '/index/products/{slug}',
      handler: (ctx): Product => {
        const user = currentUser(ctx);
        const p = app.ds.productsBySlug.get(ctx.params.slug!);
        if (!p || !p.active || !p.catalogs.some((c) => user.catalog.includes(c))) throw new HttpError(404, 'Product not found.');
        return p;
      },
    },
  ];
}
