// The users' own shipping addresses (account-admin-calls §2.4, §3, §7.5): each belongs to the user
// who saved it, for the customer they bought for then. The ERP lists them with the customer's ship-tos
// (GET /company/ship_tos) to that user; an order may name any active one of the customer.
import type { App } from '../app.ts';
import type { Schemas, ShipTo, StoredUser } from '../data/types.ts';

export type ShippingAddress = Schemas['ShippingAddress'];

/** Maximum shipping addresses a user may keep (§9 "Maximum ship-tos 50"). */
export const MAX_SHIPPING_ADDRESSES = 50;
export const CITY_MAX = 28;
export const LINE_MAX = 40;
export const COMPANY_MAX = 60;
export const ZIP_MAX = 12;
/** 5 digits, 9 digits, 5-4 digits or a Canadian postal code (§5). */
export const ZIP = /^(\d{5}|\d{9}|\d{5}-\d{4}|[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d)$/;

interface Book {
  addresses: Map<number, ShippingAddress & { customer_number: string }>;
  /** A user's chosen default ship-to (is_default), over the dataset's. */
  defaults: Map<number, string>;
  nextId: number;
}

// Seeded addresses of Tess Tyrell (Tyrell's administrator, can_edit_ship_to): a real volume.
const SEED_USER = 160;
const SEED_COUNT = 20;
const SEED_PLACES: [string, string, string][] = [
  ['Houston', 'TX', '77002'],
  ['Belmont', 'NC', '28012-4410'],
  ['Toronto', 'ON', 'M5V 2T6'],
  ['Tulsa', 'OK', '74103'],
  ['Calgary', 'AB', 'T2P 1J9'],
];

const books = new WeakMap<App, Book>();

export function bookOf(app: App): Book {
  let book = books.get(app);
  if (!book) {
    book = { addresses: new Map(), defaults: new Map(), nextId: 1 };
    books.set(app, book);
    const owner = app.ds.usersById.get(SEED_USER);
    if (owner) {
      for (let i = 1; i <= SEED_COUNT; i++) {
        const [city, state, zip] = SEED_PLACES[i % SEED_PLACES.length]!;
        store(app, owner, {
          company_name: `${owner.customer_name} - Jobsite ${i}`,
          street_address_1: `${100 + i * 7} Fabrication Way`,
          street_address_2: i % 4 === 0 ? `Gate ${i}` : null,
          city,
          state,
          zip,
          is_default: false,
          active: true,
        });
      }
    }
  }
  return book;
}

export type AddressFields = Pick<
  ShippingAddress,
  'company_name' | 'street_address_1' | 'street_address_2' | 'city' | 'state' | 'zip' | 'is_default' | 'active'
>;

const display = (a: AddressFields, name: string): string =>
  [name, a.street_address_1, [a.city, a.state].filter(Boolean).join(' '), a.zip].filter(Boolean).join(', ');

/** Adds or replaces an address of the user; the address is also a ship-to (`W` and its id). */
export function store(app: App, user: StoredUser, fields: AddressFields, id?: number): ShippingAddress {
  const book = bookOf(app);
  const addressId = id ?? book.nextId++;
  const name = fields.company_name || app.ds.customers.get(user.customer_number)?.name || user.customer_name;
  const shipto = `W${String(addressId).padStart(4, '0')}`;
  const address = {
    ...fields,
    id: addressId,
    user_id: user.id,
    customer_number: user.customer_number,
    shipto,
    display: display(fields, name),
    poreqfl: false,
    custpo: null,
    name,
    addr1: fields.street_address_1,
    addr2: fields.street_address_2,
    city: fields.city,
    state: fields.state,
    zip: fields.zip,
  };
  book.addresses.set(addressId, address);
  if (fields.is_default) book.defaults.set(user.id, shipto);
  else if (book.defaults.get(user.id) === shipto) book.defaults.delete(user.id);
  return withDefault(app, user, address);
}

export function remove(app: App, user: StoredUser, id: number): void {
  const book = bookOf(app);
  const address = book.addresses.get(id);
  if (!address) return;
  book.addresses.delete(id);
  if (book.defaults.get(user.id) === address.shipto) book.defaults.delete(user.id);
}

const withDefault = (app: App, user: StoredUser, address: ShippingAddress): ShippingAddress => {
  const isDefault = bookOf(app).defaults.get(user.id) === address.shipto;
  const { customer_number: _customer, ...rest } = address as ShippingAddress & { customer_number?: string };
  return { ...rest, is_default: isDefault };
};

/** The user's own address `id` for their current customer, or undefined (another user's or customer's reads as missing). */
export function ownAddress(app: App, user: StoredUser, id: number): ShippingAddress | undefined {
  const address = bookOf(app).addresses.get(id);
  if (!address || address.user_id !== user.id || address.customer_number !== user.customer_number) return undefined;
  return withDefault(app, user, address);
}

/** The user's addresses for their current customer, oldest first. */
export function addressesOf(app: App, user: StoredUser): ShippingAddress[] {
  return [...bookOf(app).addresses.values()]
    .filter((a) => a.user_id === user.id && a.customer_number === user.customer_number)
    .map((a) => withDefault(app, user, a));
}

/** Every active address saved for the customer (any user): ship-tos an order may name. */
export function customerAddresses(app: App, customer: string): ShipTo[] {
  return [...bookOf(app).addresses.values()].filter((a) => a.customer_number === customer && a.active);
}

/** The user as the ERP answers them: their addresses, and the default ship-to they chose. */
export function withAddressBook(app: App, user: StoredUser): StoredUser {
  const chosen = bookOf(app).defaults.get(user.id);
  const mine = addressesOf(app, user);
  const shipto = chosen && mine.some((a) => a.shipto === chosen) ? chosen : user.shipto_id;
  return { ...user, shipto_id: shipto, shipping_addresses: mine };
}
