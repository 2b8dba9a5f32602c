// GET /catalogs (account-admin-calls §7.2): the catalogs a super administrator may give users, filtered.
import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, type App, type Route } from '../app.ts';
import type { Schemas } from '../data/types.ts';
import { isSuperAdmin } from '../users/admin.ts';
import { catalogListings } from './catalog-list.ts';

export function catalogListRoutes(app: App): Route[] {
  return [
    {
      method: 'GET',
      template: '/catalogs',
      handler: (ctx): Schemas['CatalogList'] => {
        if (!isSuperAdmin(currentUser(ctx))) throw new HttpError(403, ACCESS_DENIED);
        const filter = (ctx.query.get('filter') ?? '').trim().toLowerCase();
        if (filter.length > 100) throw new HttpError(400, 'filter: at most 100 characters.');
        const catalogs = catalogListings(app).filter(
          (c) => !filter || c.catalog_name.toLowerCase().includes(filter) || c.label.toLowerCase().includes(filter),
        );
        return { catalogs };
      },
    },
  ];
}
