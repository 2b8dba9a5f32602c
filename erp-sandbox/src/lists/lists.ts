import { HttpError } from '../http/router.ts';
import { customerUnitPrice, round2 } from '../pricing/price.ts';
import type { App } from '../app.ts';
import type { Customer, Schemas, StoredUser } from '../data/types.ts';
import { MAIN_CATALOG } from '../data/products.ts';

export type ShoppingList = Schemas['ShoppingList'];
export type ShoppingListItem = Schemas['ShoppingListItem'];

/** Per sandbox instance: lists by id, and the next ids to hand out. */
export interface ListStore {
  lists: Map<string, ShoppingList>;
  nextListId: number;
  nextItemId: number;
}

export const MAX_NAME = 100;
export const MAX_DESCRIPTION = 500;
export const MAX_ITEMS = 1000;
export const MAX_TAG = 40;

const stores = new WeakMap<App, ListStore>();

export function listStore(app: App): ListStore {
  let store = stores.get(app);
  if (!store) {
    store = seedLists(app);
    stores.set(app, store);
  }
  return store;
}

export const isAdmin = (user: StoredUser): boolean => user.roles.includes('ROLE_ADMIN');
export const isShare = (list: ShoppingList, user: StoredUser): boolean => list.users.some((u) => u.id === user.id);

/** Owner, shares, every company user for public lists, and the company's admins may read a list. */
export function canRead(list: ShoppingList, user: StoredUser): boolean {
  if (list.customer_number !== user.customer_number) return false;
  return list.uid === user.id || list.public || isShare(list, user) || isAdmin(user);
}

export function summary(list: ShoppingList): Schemas['ShoppingListSummary'] {
  const { items, ...rest } = list;
  return { ...rest, item_count: items.length };
}

/** Tags trimmed; empty or case-insensitively repeated tags are refused. */
export function cleanTags(raw: unknown): string[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.some((t) => typeof t !== 'string'))
    throw new HttpError(400, 'tags must be a list of strings.');
  const seen = new Set<string>();
  return (raw as string[]).map((t) => {
    const tag = t.trim();
    if (!tag) throw new HttpError(400, 'A tag may not be empty.');
    if (tag.length > MAX_TAG) throw new HttpError(400, `A tag may be at most ${MAX_TAG} characters.`);
    if (seen.has(tag.toLowerCase())) throw new HttpError(400, `The tag "${tag}" is already on this item.`);
    seen.add(tag.toLowerCase());
    return tag;
  });
}

function quantityOf(raw: unknown): number {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > 999_999) {
    throw new HttpError(400, 'Quantity must be a whole number from 0 to 999999.');
  }
  return raw;
}

/** An item as the ERP stores it: described and priced from its own data. */
export function buildItem(
  app: App,
  customer: Customer,
  raw: unknown,
  id: string,
  previous?: ShoppingListItem,
): ShoppingListItem {
  if (typeof raw !== 'object' || raw === null) throw new HttpError(400, 'Invalid shopping list item.');
  const input = raw as Record<string, unknown>;
  const erp = typeof input.erp === 'string' ? input.erp.trim() : '';
  const info = app.ds.items.get(erp);
  if (!info) throw new HttpError(400, `Unknown item number: ${erp}`);
  const uomName = typeof input.uom === 'string' && input.uom ? input.uom : info.item.uom;
  const uom = info.uoms.find((u) => u.uom === uomName);
  if (!uom) throw new HttpError(400, `Unit of measure ${uomName} is not available for item ${erp}.`);
  const specifications = info.item.item_specifications.map((s) => {
    const [title = '', value = ''] = s.split('|');
    return { title, value };
  });
  const units = info.item.units ?? null;
  return {
    _id: id,
    erp,
    partNumber: info.item.vpn,
    cpn: info.item.cpn ?? null,
    description: info.item.description,
    quantity: quantityOf(input.quantity),
    uom: uom.uom,
    units: units === null ? null : units * uom.factor,
    price: info.product.active ? round2(customerUnitPrice(customer, info) * uom.factor) : 0,
    tags: input.tags === undefined && previous ? previous.tags : cleanTags(input.tags),
    item_specifications: info.item.item_specifications,
    specifications,
    notfound: !info.product.active,
    checked: previous?.checked ?? false,
    product_slug: info.product.slug,
  };
}

/** Replaces every item; an `_id` of an existing item keeps it (and its tags when none are given). */
export function replaceItems(
  app: App,
  store: ListStore,
  list: ShoppingList,
  customer: Customer,
  raw: unknown,
): ShoppingListItem[] {
  if (!Array.isArray(raw)) throw new HttpError(400, 'product_items must be an array.');
  if (raw.length > MAX_ITEMS) throw new HttpError(400, `A shopping list holds at most ${MAX_ITEMS} items.`);
  const used = new Set<string>();
  return raw.map((entry: unknown) => {
    const wanted = (entry as { _id?: unknown } | null)?._id;
    const previous =
      typeof wanted === 'string' && !used.has(wanted) ? list.items.find((i) => i._id === wanted) : undefined;
    const id = previous ? previous._id : String(store.nextItemId++);
    used.add(id);
    return buildItem(app, customer, entry, id, previous);
  });
}

export const listTags = (items: ShoppingListItem[]): string[] => {
  const seen = new Map<string, string>();
  for (const item of items)
    for (const tag of item.tags) if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
};

/** The seeded lists of Acme (10001) and one of Globex (10004), updated a few days apart. */
function seedLists(app: App): ListStore {
  const store: ListStore = { lists: new Map(), nextListId: 1001, nextItemId: 1 };
  const orderable = [...app.ds.items.values()].filter(
    (i) => i.product.active && i.product.catalogs.includes(MAIN_CATALOG),
  );
  const acme = app.ds.customers.get('10001');
  const globex = app.ds.customers.get('10004');
  if (!acme || !globex) return store;
  const priced = orderable.filter((i) => customerUnitPrice(acme, i) > 0);
  const unpriced = orderable.find((i) => customerUnitPrice(acme, i) === 0);
  const user = (id: number) => app.ds.usersById.get(id)!;
  const day = 86_400_000;
  const seeds: {
    owner: number;
    customer: Customer;
    name: string;
    description: string | null;
    public: boolean;
    shares: number[];
    items: { erp: string; quantity: number; tags?: string[] }[];
    age: number;
  }[] = [
    {
      owner: 1,
      customer: acme,
      name: 'Shop Floor Restock',
      description: 'Weekly consumables for line 2.',
      public: false,
      shares: [2],
      age: 1,
      items: [
        { erp: priced[0]!.item.erp, quantity: 4, tags: ['weekly'] },
        { erp: priced[1]!.item.erp, quantity: 2 },
        { erp: priced[2]!.item.erp, quantity: 0, tags: ['as needed'] },
        ...(unpriced ? [{ erp: unpriced.item.erp, quantity: 1 }] : []),
      ],
    },
    {
      owner: 1,
      customer: acme,
      name: 'Safety Audit Kit',
      description: null,
      public: false,
      shares: [],
      age: 3,
      items: [
        { erp: priced[3]!.item.erp, quantity: 1 },
        { erp: priced[4]!.item.erp, quantity: 6, tags: ['audit'] },
      ],
    },
    {
      owner: 2,
      customer: acme,
      name: 'Acme Standard PPE',
      description: 'The PPE every new hire gets.',
      public: true,
      shares: [],
      age: 7,
      items: [
        { erp: priced[5]!.item.erp, quantity: 10, tags: ['new hire'] },
        { erp: priced[6]!.item.erp, quantity: 2 },
        { erp: priced[7]!.item.erp, quantity: 1 },
      ],
    },
    {
      owner: 2,
      customer: acme,
      name: 'Approver Private Picks',
      description: null,
      public: false,
      shares: [],
      age: 9,
      items: [{ erp: priced[8]!.item.erp, quantity: 1 }],
    },
    {
      owner: 10,
      customer: globex,
      name: 'Globex Maintenance',
      description: null,
      public: true,
      shares: [],
      age: 2,
      items: [{ erp: priced[9]!.item.erp, quantity: 3 }],
    },
  ];
  const anchor = Date.parse('2026-11-01T12:00:00Z');
  for (const seed of seeds) {
    const owner = user(seed.owner);
    const id = String(store.nextListId++);
    const items = seed.items.map((entry) => buildItem(app, seed.customer, entry, String(store.nextItemId++)));
    store.lists.set(id, {
      id,
      name: seed.name,
      description: seed.description,
      public: seed.public,
      uid: owner.id,
      owner_username: owner.username,
      owner_name: owner.name,
      user_id: owner.id,
      customer_number: seed.customer.customer_number,
      users: seed.shares.map((s) => ({ id: s, username: user(s).username, name: user(s).name })),
      tags: listTags(items),
      items,
      item_count: items.length,
      updated_on: new Date(anchor - seed.age * day).toISOString(),
    });
  }
  return store;
}
