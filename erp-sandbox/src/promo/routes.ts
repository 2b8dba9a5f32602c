import { HttpError } from '../http/router.ts';
import { currentUser, type Route } from '../app.ts';
import { PROMO_CODES, findPromo } from './codes.ts';

export function promoRoutes(): Route[] {
  return [
    {
      method: 'GET',
      template: '/promo-code/{code}',
      handler: (ctx) => {
        currentUser(ctx);
        const promo = findPromo(ctx.params.code ?? '');
        if (!promo) throw new HttpError(404, 'Invalid promo code');
        return promo;
      },
    },
    {
      method: 'GET',
      template: '/promo-codes/live-count',
      handler: (ctx) => {
        currentUser(ctx);
        return { live_count: PROMO_CODES.filter((promo) => promo.is_live).length };
      },
    },
  ];
}
