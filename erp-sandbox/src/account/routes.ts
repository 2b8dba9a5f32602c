import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, type App, type Route } from '../app.ts';
import type { StoredUser, User } from '../data/types.ts';

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
        return publicUser(user);
      },
    },
  ];
}
