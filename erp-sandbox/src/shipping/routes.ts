// POST, PUT and DELETE /shipping-address (account-admin-calls §7.5): the user's own addresses, with
// the rules of §5 (address 1, state and zip required; city 28; the zip forms) and at most 50.
import { HttpError, reply } from '../http/router.ts';
import { currentUser, objectBody, type App, type Ctx, type Route } from '../app.ts';
import type { StoredUser } from '../data/types.ts';
import {
  CITY_MAX,
  COMPANY_MAX,
  LINE_MAX,
  MAX_SHIPPING_ADDRESSES,
  ZIP,
  ZIP_MAX,
  addressesOf,
  ownAddress,
  remove,
  store,
  type AddressFields,
} from './address-book.ts';

export const NOT_ALLOWED = 'You may not add ship-to addresses.';
export const ADDRESS_NOT_FOUND = 'Shipping address not found.';
export const TOO_MANY = `You may have at most ${MAX_SHIPPING_ADDRESSES} shipping addresses.`;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The caller, who must be allowed to edit ship-tos (can_edit_ship_to) and not be in punch-out. */
function editor(ctx: Ctx): StoredUser {
  const user = currentUser(ctx);
  if (!user.can_edit_ship_to || user.user_type === 'punchout') throw new HttpError(403, NOT_ALLOWED);
  return user;
}

/** The body's fields, checked: every problem in one 400 answer. */
export function fieldsOf(body: Record<string, unknown>): AddressFields {
  for (const key of ['company_name', 'street_address_1', 'street_address_2', 'city', 'state', 'zip'])
    if (body[key] !== undefined && body[key] !== null && typeof body[key] !== 'string')
      throw new HttpError(400, `${key}: text expected.`);
  for (const key of ['is_default', 'active'])
    if (body[key] !== undefined && typeof body[key] !== 'boolean') throw new HttpError(400, `${key}: true or false.`);
  const fields: AddressFields = {
    company_name: text(body.company_name) || null,
    street_address_1: text(body.street_address_1),
    street_address_2: text(body.street_address_2) || null,
    city: text(body.city),
    state: text(body.state).toUpperCase(),
    zip: text(body.zip).toUpperCase(),
    is_default: body.is_default === true,
    active: body.active !== false,
  };
  const problems: string[] = [];
  if (!fields.street_address_1) problems.push('Address 1 is required.');
  if (fields.street_address_1.length > 100) problems.push('Address 1 may not exceed 100 characters.');
  if ((fields.street_address_2 ?? '').length > LINE_MAX)
    problems.push(`Address 2 may not exceed ${LINE_MAX} characters.`);
  if ((fields.company_name ?? '').length > COMPANY_MAX)
    problems.push(`Company name may not exceed ${COMPANY_MAX} characters.`);
  if (fields.city.length > CITY_MAX) problems.push(`City may not exceed ${CITY_MAX} characters.`);
  if (!/^[A-Z]{2}$/.test(fields.state)) problems.push('State is required (a two-letter code).');
  if (!fields.zip) problems.push('Zip is required.');
  else if (fields.zip.length > ZIP_MAX || !ZIP.test(fields.zip)) problems.push('Invalid zip code.');
  if (problems.length > 0) throw new HttpError(400, problems.join(' '));
  return fields;
}

const idOf = (ctx: Ctx): number => {
  const id = Number(ctx.params.id);
  if (!Number.isInteger(id) || id < 1) throw new HttpError(404, ADDRESS_NOT_FOUND);
  return id;
};

export function shippingRoutes(app: App): Route[] {
  return [
    {
      method: 'POST',
      template: '/shipping-address',
      handler: (ctx) => {
        const user = editor(ctx);
        const body = objectBody(ctx);
        if (Number(body.user_id) !== user.id) throw new HttpError(403, 'Access denied.');
        const fields = fieldsOf(body);
        if (addressesOf(app, user).length >= MAX_SHIPPING_ADDRESSES) throw new HttpError(400, TOO_MANY);
        return reply(201, store(app, user, fields));
      },
    },
    {
      method: 'PUT',
      template: '/shipping-address/{id}',
      handler: (ctx) => {
        const user = editor(ctx);
        const id = idOf(ctx);
        if (!ownAddress(app, user, id)) throw new HttpError(404, ADDRESS_NOT_FOUND);
        return store(app, user, fieldsOf(objectBody(ctx)), id);
      },
    },
    {
      method: 'DELETE',
      template: '/shipping-address/{id}',
      handler: (ctx) => {
        const user = editor(ctx);
        const id = idOf(ctx);
        if (!ownAddress(app, user, id)) throw new HttpError(404, ADDRESS_NOT_FOUND);
        remove(app, user, id);
        return reply(204);
      },
    },
  ];
}
