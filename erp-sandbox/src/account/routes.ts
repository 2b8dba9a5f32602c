import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, type App, type Route } from '../app.ts';
import type { User } from '../data/types.ts';
import { publicUser } from '../users/directory.ts';
import { withAddressBook } from '../shipping/address-book.ts';
import { sharedCartsOf } from '../cart/share-routes.ts';
import { asSeen, searchCustomers, switchCustomer } from './multiview.ts';
import { withProfile } from '../profile/profile-state.ts';
import { updateProfile } from '../profile/profile-update.ts';
import { userById } from '../users/directory.ts';
import { administeredUser, isSuperAdmin } from '../users/admin.ts';
import { updateByAdmin } from '../users/routes.ts';

// What a user's own profile save may carry (profile/profile-update.ts); anything else is an
// administrator's change (users/routes.ts), also when an administrator edits their own user.
const PROFILE_KEYS = new Set([
  'name',
  'phone',
  'phone_extension',
  'email_tracking',
  'email_invoice',
  'email_scantoweb',
  'default_department',
  'cdf',
  'password',
  'current_password',
]);

export { publicUser } from '../users/directory.ts';

export function accountRoutes(app: App): Route[] {
  return [
    {
      method: 'GET',
      template: '/user/{id}',
      handler: (ctx): User => {
        const me = currentUser(ctx);
        const id = Number(ctx.params.id);
        if (!Number.isInteger(id)) throw new HttpError(404, 'User not found.');
        // An administrator reads the users they manage (another company's user reads as missing).
        if (id !== me.id && !me.is_vallen)
          return publicUser(withProfile(app, administeredUser(app, me, ctx.params.id)));
        const user = userById(app, id);
        if (!user) throw new HttpError(404, 'User not found.');
        const seen = withAddressBook(app, withProfile(app, asSeen(app, user)));
        return publicUser({ ...seen, shared_carts: sharedCartsOf(app, seen) });
      },
    },
    {
      // The user's own customer alone is the multiview switch; the user's own profile fields are a
      // profile save; anything else is an administrator's change (users/routes.ts).
      method: 'PUT',
      template: '/user/{id}',
      handler: async (ctx): Promise<User> => {
        const me = currentUser(ctx);
        const body = objectBody(ctx);
        const isSwitch = Object.keys(body).length === 1 && 'customer_number' in body;
        const own = Number(ctx.params.id) === me.id;
        if (own && !isSwitch && Object.keys(body).every((key) => PROFILE_KEYS.has(key)))
          return publicUser(await updateProfile(app, me, body));
        if (!isSwitch) return updateByAdmin(app, me, ctx);
        if (!own) throw new HttpError(403, ACCESS_DENIED);
        const number = body.customer_number;
        if (typeof number !== 'string' || !/^\d{1,10}$/.test(number))
          throw new HttpError(400, 'customer_number: a customer number.');
        return publicUser(withProfile(app, switchCustomer(app, userById(app, me.id)!, number)));
      },
    },
    {
      method: 'GET',
      template: '/customers/search',
      handler: (ctx) => {
        const me = currentUser(ctx);
        // Staff who multiview, and super administrators (who administer and grant any company).
        if (!(me.is_vallen && me.can_multiview) && !isSuperAdmin(me)) throw new HttpError(403, ACCESS_DENIED);
        const term = ctx.query.get('term') ?? '';
        if (term.trim().length < 2 || term.length > 100) throw new HttpError(400, 'term: 2 to 100 characters.');
        const { customers, total } = searchCustomers(app, term);
        return {
          customers: customers.map((c) => ({ customer_number: c.customer_number, name: c.name })),
          meta: { total_items: total },
        };
      },
    },
  ];
}
