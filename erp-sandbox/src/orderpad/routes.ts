import { HttpError } from '../http/router.ts';
import { currentUser, objectBody, requireOwnCustomer, type App, type Route } from '../app.ts';
import {
  clearPad,
  customerParts,
  padOf,
  partsOf,
  SESSION_ID,
  supplierParts,
  UNITS_OF_MEASURE,
  validateParts,
} from './orderpad.ts';

/** The order pad's calls (cart-checkout-orders §7, order pad): lines kept per session, per user. */
export function orderPadRoutes(app: App): Route[] {
  return [
    {
      method: 'POST',
      template: '/order-pad/validate',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const body = objectBody(ctx);
        const sessionId = typeof body.session_id === 'string' ? body.session_id : '';
        if (!SESSION_ID.test(sessionId)) throw new HttpError(400, 'session_id: 32 letters and digits.');
        if (body.user_id !== undefined && body.user_id !== user.id) throw new HttpError(403, 'Access denied.');
        return { items: validateParts(app, user, sessionId, partsOf(body.parts)) };
      },
    },
    {
      method: 'GET',
      template: '/order-pad/{sessionId}',
      handler: (ctx) => ({ items: padOf(app, currentUser(ctx), ctx.params.sessionId!) }),
    },
    {
      method: 'DELETE',
      template: '/order-pad/{sessionId}',
      handler: (ctx) => {
        clearPad(app, currentUser(ctx), ctx.params.sessionId!);
        return { deleted: true };
      },
    },
    {
      method: 'POST',
      template: '/parts/search',
      handler: (ctx) => {
        currentUser(ctx);
        const body = objectBody(ctx);
        const term = typeof body.term === 'string' ? body.term : '';
        if (!term.trim() || term.length > 50) throw new HttpError(400, 'term: 1 to 50 characters.');
        return { parts: supplierParts(app, term, body.return_exact_match === true) };
      },
    },
    {
      method: 'GET',
      template: '/parts/search/customer/{customer}',
      handler: (ctx) => {
        requireOwnCustomer(ctx, ctx.params.customer);
        const term = ctx.query.get('partno') ?? '';
        if (!term.trim() || term.length > 50) throw new HttpError(400, 'partno: 1 to 50 characters.');
        return { parts: customerParts(app, ctx.params.customer!, term) };
      },
    },
    {
      method: 'GET',
      template: '/uoms/get-all-uoms',
      handler: (ctx) => {
        currentUser(ctx);
        return { units_of_measure: UNITS_OF_MEASURE };
      },
    },
  ];
}
