import { HttpError } from '../http/router.ts';
import type { Route } from '../app.ts';
import { DOCUMENTS, LOCATIONS, type DocumentCollection } from './assets.ts';

/** Public static content: no token needed, like the static files of the spec's client. */
export function contentRoutes(): Route[] {
  return [
    { method: 'GET', template: '/content/locations', auth: false, handler: () => LOCATIONS },
    {
      method: 'GET', template: '/content/documents/{collection}', auth: false,
      handler: (ctx) => {
        const collection = ctx.params.collection as DocumentCollection;
        if (!Object.hasOwn(DOCUMENTS, collection)) throw new HttpError(404, `Unknown document collection '${ctx.params.collection}'.`);
        return DOCUMENTS[collection];
      },
    },
  ];
}
