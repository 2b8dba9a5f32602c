import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, type App, type Route } from '../app.ts';
import type { StoredUser, User } from '../data/types.ts';
import { withAddressBook } from '../shipping/address-book.ts';
import { sharedCartsOf } from '../cart/share-routes.ts';
import { asSeen, searchCustomers, switchCustomer } from './multiview.ts';

export function publicUser(u: StoredUser): User {
  const { passwordHash: _omit, ...user } = u;
  return user;
}

export function accountRoutes(app: App): Route[] {
  return [
    {
      method: 'GET',
      template: '/user/{id}',
      handler: (ctx): User => {
        const me = currentUser(ctx);
        const id = Number(ctx.params.id);
        if (!Number.isInteger(id)) throw new HttpError(404, 'User not found.');
        if (id !== me.id && !me.is_vallen) throw new HttpError(403, ACCESS_DENIED);
        const user = app.ds.usersById.get(id);
        if (!user) throw new HttpError(404, 'User not found.');
        const seen = withAddressBook(app, asSeen(app, user));
        return publicUser({ ...seen, shared_carts: sharedCartsOf(app, seen) });
      },
    },
    {
      // Saving the user's customer is the multiview switch; the user updates themself only here.
      method: 'PUT',
      template: '/user/{id}',
      handler: (ctx): User => {
        const me = currentUser(ctx);
        if (Number(ctx.params.id) !== me.id) throw new HttpError(403, ACCESS_DENIED);
        const body = objectBody(ctx);
        const number = body.customer_number;
        if (typeof number !== 'string' || !/^\d{1,10}$/.test(number))
          throw new HttpError(400, 'customer_number: a customer number.');
        return publicUser(switchCustomer(app, app.ds.usersById.get(me.id)!, number));
      },
    },
    {
      method: 'GET',
      template: '/customers/search',
      handler: (ctx) => {
        const me = currentUser(ctx);
        if (!me.is_vallen || !me.can_multiview) throw new HttpError(403, ACCESS_DENIED);
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
