// The viewer's shipping addresses (account-admin-calls §2.4, §5, §7.5, §8): read from the user, saved
// with POST, PUT and DELETE /shipping-address, the user refreshed afterwards.
import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpShippingAddress, ErpUser } from '../erp/types.ts';
import { ErpHttpError, ErpUnavailableError } from '../erp/errors.ts';
import { forbidden, formUserErrors, toGraphQLError, unauthenticated, userError } from '../common/errors.ts';
import { isPunchOut } from '../auth/account-access.ts';
import { viewerUser } from '../auth/viewer.ts';
import type {
  CreateShippingAddressInput,
  DeleteShippingAddressInput,
  UpdateShippingAddressInput,
  UserError,
} from '../generated/resolvers-types.ts';
import { MAX_SHIPPING_ADDRESSES, SHIPPING_MESSAGES, shippingAddressFormErrors } from '@mro/rules/shipping';

/** can_edit_ship_to, outside punch-out (§6: shipping pages are hidden in punch-out). */
export const canManageShippingAddresses = (user: ErpUser): boolean =>
  user.can_edit_ship_to === true && !isPunchOut(user);

const addressesOf = (user: ErpUser): ErpShippingAddress[] => user.shipping_addresses ?? [];

async function editor(context: GatewayContext): Promise<ErpUser> {
  const user = await viewerUser(context);
  if (!canManageShippingAddresses(user)) throw forbidden(SHIPPING_MESSAGES.notAllowed);
  return user;
}

export async function loadShippingAddresses(context: GatewayContext): Promise<ErpShippingAddress[]> {
  return addressesOf(await editor(context));
}

type Payload = {
  shippingAddress: ErpShippingAddress | null;
  shippingAddresses: ErpShippingAddress[] | null;
  viewer: ErpUser | null;
  userErrors: UserError[];
};
const refused = (...userErrors: UserError[]): Payload => ({
  shippingAddress: null,
  shippingAddresses: null,
  viewer: null,
  userErrors,
});

/** The user as the ERP has them now (§7.5: each write refreshes the user). */
async function refreshed(context: GatewayContext, changed: ErpShippingAddress | null): Promise<Payload> {
  const { userId } = requirePrincipal(context);
  context.loaders.user.clear(userId);
  const user = await viewerUser(context);
  return { shippingAddress: changed, shippingAddresses: addressesOf(user), viewer: user, userErrors: [] };
}

/** §8: the ERP's own messages are listed; an ERP that cannot be reached gets the save (or delete) message. */
function writeFailed(error: unknown, failed: string): Payload {
  if (error instanceof ErpHttpError && error.status === 401) throw unauthenticated(error.message);
  if (error instanceof ErpHttpError && error.status === 400) return refused(userError('REJECTED', error.message));
  if (error instanceof ErpHttpError && error.status === 404)
    return refused(userError('NOT_FOUND', SHIPPING_MESSAGES.notFound, 'id'));
  if (error instanceof ErpHttpError && error.status === 403)
    return refused(userError('FORBIDDEN', SHIPPING_MESSAGES.notSaved));
  if (error instanceof ErpHttpError || error instanceof ErpUnavailableError)
    return refused(userError('UPSTREAM_UNAVAILABLE', failed));
  throw toGraphQLError(error);
}

type Fields = Omit<CreateShippingAddressInput, never>;
const bodyOf = (input: Fields) => ({
  company_name: input.companyName?.trim() || null,
  street_address_1: input.line1.trim(),
  street_address_2: input.line2?.trim() || null,
  city: input.city?.trim() ?? '',
  state: input.state.trim().toUpperCase(),
  zip: input.zip.trim().toUpperCase(),
  is_default: input.isDefault,
  active: true,
});

const invalid = (input: Fields): UserError[] => formUserErrors(shippingAddressFormErrors(input));

export async function createShippingAddress(context: GatewayContext, input: CreateShippingAddressInput) {
  const user = await editor(context);
  const problems = invalid(input);
  if (problems.length > 0) return refused(...problems);
  if (addressesOf(user).length >= MAX_SHIPPING_ADDRESSES)
    return refused(userError('INVALID_INPUT', SHIPPING_MESSAGES.tooMany));
  let created: ErpShippingAddress;
  try {
    created = await context.erp.post('/shipping-address', { body: { user_id: user.id, ...bodyOf(input) } });
  } catch (error) {
    return writeFailed(error, SHIPPING_MESSAGES.saveFailed);
  }
  return refreshed(context, created);
}

/** The viewer's own address with that id; any other (another user's or customer's) reads as missing. */
const own = (user: ErpUser, id: string): ErpShippingAddress | undefined =>
  addressesOf(user).find((a) => String(a.id) === id);

export async function updateShippingAddress(context: GatewayContext, input: UpdateShippingAddressInput) {
  const user = await editor(context);
  const address = own(user, input.id);
  if (!address) return refused(userError('NOT_FOUND', SHIPPING_MESSAGES.notFound, 'id'));
  const problems = invalid(input);
  if (problems.length > 0) return refused(...problems);
  let changed: ErpShippingAddress;
  try {
    changed = await context.erp.put('/shipping-address/{id}', { path: { id: address.id }, body: bodyOf(input) });
  } catch (error) {
    return writeFailed(error, SHIPPING_MESSAGES.saveFailed);
  }
  return refreshed(context, changed);
}

export async function deleteShippingAddress(context: GatewayContext, input: DeleteShippingAddressInput) {
  const user = await editor(context);
  const address = own(user, input.id);
  if (!address) return refused(userError('NOT_FOUND', SHIPPING_MESSAGES.notFound, 'id'));
  try {
    await context.erp.delete('/shipping-address/{id}', { path: { id: address.id } });
  } catch (error) {
    return writeFailed(error, SHIPPING_MESSAGES.deleteFailed);
  }
  return refreshed(context, null);
}
