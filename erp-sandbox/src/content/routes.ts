import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, type Route } from '../app.ts';
import { DOCUMENTS, LOCATIONS, STRATEGIC_SOURCING, type DocumentCollection } from './assets.ts';
import { shopperReviews } from './reviews.ts';

/** Static content and the store's reviews: public (no token) except the staff's strategic sourcing guide. */
export function contentRoutes(): Route[] {
  return [
    { method: 'GET', template: '/content/locations', auth: false, handler: () => LOCATIONS },
    {
      method: 'GET',
      template: '/shopper-approved-reviews',
      auth: false,
      handler: (ctx) => shopperReviews(ctx.query.get('max_reviews')),
    },
    {
      method: 'GET',
      template: '/content/documents/{collection}',
      auth: false,
      handler: (ctx) => {
        const collection = ctx.params.collection as DocumentCollection;
        if (!Object.hasOwn(DOCUMENTS, collection))
          throw new HttpError(404, `Unknown document collection '${ctx.params.collection}'.`);
        return DOCUMENTS[collection];
      },
    },
    {
      // Staff only: the guide names accounts and contacts of the provider's suppliers.
      method: 'GET',
      template: '/content/strategic-sourcing',
      handler: (ctx) => {
        if (!currentUser(ctx).is_vallen) throw new HttpError(403, ACCESS_DENIED);
        return STRATEGIC_SOURCING;
      },
    },
  ];
}
