import { HttpError, reply } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, type App, type Ctx, type Route } from '../app.ts';
import type { Customer, StoredUser } from '../data/types.ts';
import {
  buildItem,
  canRead,
  isAdmin,
  isShare,
  listStore,
  listTags,
  MAX_DESCRIPTION,
  MAX_NAME,
  replaceItems,
  summary,
  type ShoppingList,
} from './lists.ts';

const NOT_FOUND = 'Shopping list not found.';
const ORDER_FIELDS = new Set(['updated_on', 'name']);

function customerOf(app: App, user: StoredUser): Customer {
  return app.ds.customers.get(user.customer_number)!;
}

function readable(app: App, ctx: Ctx): { list: ShoppingList; user: StoredUser } {
  const user = currentUser(ctx);
  const list = listStore(app).lists.get(ctx.params.id!);
  if (!list) throw new HttpError(404, NOT_FOUND);
  if (!canRead(list, user)) throw new HttpError(403, ACCESS_DENIED);
  return { list, user };
}

function owned(app: App, ctx: Ctx): { list: ShoppingList; user: StoredUser } {
  const found = readable(app, ctx);
  if (found.list.uid !== found.user.id)
    throw new HttpError(403, 'Only the owner of a shopping list may change its items or shares.');
  return found;
}

function touch(list: ShoppingList): ShoppingList {
  list.tags = listTags(list.items);
  list.item_count = list.items.length;
  list.updated_on = new Date().toISOString();
  return list;
}

function nameOf(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (!name) throw new HttpError(400, 'A shopping list name is required.');
  if (name.length > MAX_NAME) throw new HttpError(400, `A shopping list name may be at most ${MAX_NAME} characters.`);
  return name;
}

function descriptionOf(raw: unknown): string | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'string') throw new HttpError(400, 'description must be a string.');
  if (raw.length > MAX_DESCRIPTION)
    throw new HttpError(400, `A description may be at most ${MAX_DESCRIPTION} characters.`);
  return raw.trim() || null;
}

/** Shares: other active users of the owner's company, by username; public lists are not shared. */
function sharesOf(app: App, list: ShoppingList, owner: StoredUser, raw: unknown): ShoppingList['users'] {
  if (!Array.isArray(raw) || raw.some((u) => typeof u !== 'string'))
    throw new HttpError(400, 'users must be a list of usernames.');
  if (list.public && raw.length > 0)
    throw new HttpError(400, 'A public list is visible to everyone in your company and is not shared.');
  const picked = new Map<number, StoredUser>();
  for (const name of raw as string[]) {
    const user = app.ds.usersByName.get(name.trim().toLowerCase());
    if (!user || !user.active || user.customer_number !== owner.customer_number)
      throw new HttpError(400, `${name.trim()} is not a user of your company.`);
    if (user.id === owner.id) throw new HttpError(400, 'A list cannot be shared with its owner.');
    picked.set(user.id, user);
  }
  return [...picked.values()].map((u) => ({ id: u.id, username: u.username, name: u.name }));
}

function integer(raw: string | null, def: number, name: string, min: number, max: number): number {
  if (raw === null || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new HttpError(400, `${name} must be a whole number from ${min} to ${max}.`);
  return n;
}

export function listRoutes(app: App): Route[] {
  return [
    {
      method: 'GET',
      template: '/shopping-lists/{userId}',
      handler: (ctx) => {
        const user = currentUser(ctx);
        if (ctx.params.userId !== String(user.id)) throw new HttpError(403, ACCESS_DENIED);
        const q = ctx.query;
        const limit = integer(q.get('limit'), 1000, 'limit', 1, 1000);
        const offset = integer(q.get('offset'), 0, 'offset', 0, 1_000_000);
        const orderBy = q.get('order_by') ?? 'updated_on';
        if (!ORDER_FIELDS.has(orderBy)) throw new HttpError(400, 'order_by must be updated_on or name.');
        const direction = (q.get('order_direction') ?? 'DESC').toUpperCase();
        if (direction !== 'ASC' && direction !== 'DESC')
          throw new HttpError(400, 'order_direction must be ASC or DESC.');
        const text = (q.get('filter') ?? '').trim().toLowerCase();
        const ownedOnly = q.get('owned') === '1';
        const sign = direction === 'ASC' ? 1 : -1;
        const rows = [...listStore(app).lists.values()]
          // Listing shows what the user keeps or was given; an admin's wider read access is by id only.
          .filter(
            (l) => l.customer_number === user.customer_number && (l.uid === user.id || l.public || isShare(l, user)),
          )
          .filter((l) => (!ownedOnly || l.uid === user.id) && (!text || l.name.toLowerCase().includes(text)))
          .sort(
            (a, b) =>
              sign * (orderBy === 'name' ? a.name.localeCompare(b.name) : a.updated_on.localeCompare(b.updated_on)) ||
              a.id.localeCompare(b.id),
          );
        const page = rows.slice(offset, offset + limit).map(summary);
        return { shopping_lists: page, meta: { total_items: rows.length, current_items: page.length } };
      },
    },
    {
      method: 'POST',
      template: '/shopping-list',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const body = objectBody(ctx);
        if (body.user_id !== user.id) throw new HttpError(403, ACCESS_DENIED);
        const store = listStore(app);
        const id = String(store.nextListId++);
        const list: ShoppingList = {
          id,
          name: nameOf(body.name),
          description: descriptionOf(body.description),
          public: body.public === true,
          uid: user.id,
          owner_username: user.username,
          owner_name: user.name,
          user_id: user.id,
          customer_number: user.customer_number,
          users: [],
          tags: [],
          items: [],
          item_count: 0,
          updated_on: new Date().toISOString(),
        };
        if (body.items !== undefined) list.items = replaceItems(app, store, list, customerOf(app, user), body.items);
        store.lists.set(id, touch(list));
        return reply(201, list);
      },
    },
    { method: 'GET', template: '/shopping-list/{id}', handler: (ctx) => readable(app, ctx).list },
    {
      method: 'PUT',
      template: '/shopping-list/{id}',
      handler: (ctx) => {
        const { list, user } = readable(app, ctx);
        const body = objectBody(ctx);
        const isOwner = list.uid === user.id;
        const details = body.name !== undefined || body.description !== undefined || body.public !== undefined;
        if (details && !isOwner && !isAdmin(user))
          throw new HttpError(403, 'Only the owner or an admin may edit this shopping list.');
        if ((body.product_items !== undefined || body.users !== undefined) && !isOwner) {
          throw new HttpError(403, 'Only the owner of a shopping list may change its items or shares.');
        }
        if (body.public !== undefined && typeof body.public !== 'boolean')
          throw new HttpError(400, 'public must be true or false.');
        // Validate everything into a draft so a refused change leaves the list as it was.
        const draft: ShoppingList = { ...list };
        if (body.name !== undefined) draft.name = nameOf(body.name);
        if (body.description !== undefined) draft.description = descriptionOf(body.description);
        if (body.public !== undefined) draft.public = body.public;
        // A list made public is visible to everyone, so its individual shares end.
        if (draft.public && !list.public) draft.users = [];
        if (body.users !== undefined) draft.users = sharesOf(app, draft, user, body.users);
        if (body.product_items !== undefined)
          draft.items = replaceItems(app, listStore(app), list, customerOf(app, user), body.product_items);
        Object.assign(list, draft);
        return touch(list);
      },
    },
    {
      method: 'DELETE',
      template: '/shopping-list/{id}',
      handler: (ctx) => {
        const { list, user } = readable(app, ctx);
        if (list.uid === user.id) {
          listStore(app).lists.delete(list.id);
          return { deleted: true, removed_share: false };
        }
        if (isShare(list, user) && !list.public) {
          list.users = list.users.filter((u) => u.id !== user.id);
          return { deleted: false, removed_share: true };
        }
        throw new HttpError(403, 'Only the owner may delete this shopping list.');
      },
    },
    {
      method: 'GET',
      template: '/shopping-list/{id}/refresh',
      handler: (ctx) => {
        const { list } = readable(app, ctx);
        const owner = app.ds.usersById.get(list.uid)!;
        list.items = list.items.map((item) => buildItem(app, customerOf(app, owner), item, item._id, item));
        if (ctx.query.get('punchout') === '1')
          return { ...list, items: list.items.filter((i) => !i.notfound && i.price > 0) };
        return list;
      },
    },
    {
      method: 'DELETE',
      template: '/shopping-list/{id}/item/{itemId}',
      handler: (ctx) => {
        const { list } = owned(app, ctx);
        const index = list.items.findIndex((i) => i._id === ctx.params.itemId);
        if (index < 0) throw new HttpError(404, 'Shopping list item not found.');
        list.items.splice(index, 1);
        return touch(list);
      },
    },
    {
      method: 'POST',
      template: '/shopping-list/{id}/share',
      handler: (ctx) => {
        const { list, user } = owned(app, ctx);
        const body = objectBody(ctx);
        if (typeof body.response_link !== 'string' || !/^https?:\/\//.test(body.response_link)) {
          throw new HttpError(400, 'response_link must be an absolute link.');
        }
        if (list.public)
          throw new HttpError(400, 'A public list is visible to everyone in your company and is not shared.');
        list.users = sharesOf(app, list, user, body.users);
        return touch(list);
      },
    },
  ];
}
