import { throttleAttempt } from '../security/throttle.ts';
import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpResult } from '../erp/erp-api.ts';
import { ErpHttpError, isErpStatus } from '../erp/errors.ts';
import { erpUserError, formUserErrors, toGraphQLError, userError } from '../common/errors.ts';
import { amount } from '../common/amount.ts';
import { shareCartFormErrors, shareRecipients } from '@mro/rules/cart';
import type { ShareCartInput, SharedCart, SharedCartRecipient, UserError } from '../generated/resolvers-types.ts';
import type { Principal } from '../auth/session.ts';

type ErpSharedCart = ErpResult<'get', '/shared-cart/{id}'>;

export const SHARE_MESSAGES = {
  notAllowed: 'You are not allowed to share carts.',
} as const;

const sharedCartModel = (shared: ErpSharedCart, principal: Principal): SharedCart => {
  const mode = principal.amountMode;
  return {
    id: shared.id,
    sharerUsername: shared.sharer_username,
    owner: shared.owner,
    lineCount: shared.cart_lines.length,
    subtotal: amount(shared.sub_total, mode),
    totalUnits: shared.total_units,
    sharedAt: shared.created_on,
    lines: shared.cart_lines.map((line) => ({
      erp: line.erp,
      description: line.description,
      quantity: line.quantity,
      unitOfMeasure: line.uom,
      unitPrice: amount(line.price, mode),
      lineTotal: amount(line.line_sub_total, mode),
    })),
  };
};

const loadShared = (context: GatewayContext, id: string) => context.erp.get('/shared-cart/{id}', { path: { id } });

/**
 * A cart shared with (or by) the viewer, naming its owner as their record is now (GET /cart/{id}/owner);
 * null for an unknown id, one not shared with them, or an owner who no longer exists or was
 * deactivated, alike: the page says 'Either the user doesn't exist or access is unauthorized'.
 */
export const sharedCart = async (context: GatewayContext, id: string): Promise<SharedCart | null> => {
  const principal = requirePrincipal(context);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  try {
    const shared = await loadShared(context, id);
    const owner = await context.erp.get('/cart/{id}/owner', { path: { id: shared.session_id } });
    if (!owner.active) return null;
    return {
      ...sharedCartModel(shared, principal),
      owner: { name: owner.name, username: owner.username, phone: owner.phone },
    };
  } catch (error) {
    if (isErpStatus(error, 403, 404)) return null;
    throw toGraphQLError(error);
  }
};

type SharePayload = { sharedCart: SharedCart | null; recipients: SharedCartRecipient[]; userErrors: UserError[] };
const refused = (error: UserError): SharePayload => ({ sharedCart: null, recipients: [], userErrors: [error] });

/** POST /cart/{session_id}/share with the colleagues' user names; the mail links to this store's /cart/shared/{id}. */
export const shareCart = async (context: GatewayContext, input: ShareCartInput): Promise<SharePayload> => {
  const principal = requirePrincipal(context);
  const [invalid] = formUserErrors(shareCartFormErrors(input));
  if (invalid) return refused(invalid);
  const recipients = shareRecipients(input.recipients);
  // Each share mails its recipients.
  const throttled = await throttleAttempt(context, 'share', principal.username);
  if (throttled[0]) return refused(throttled[0]);
  try {
    const result = await context.erp.post('/cart/{session_id}/share', {
      path: { session_id: principal.cartId },
      body: { approvers: recipients, save: true, response_link: `${context.storeOrigin}/cart/shared` },
    });
    return {
      sharedCart: sharedCartModel(await loadShared(context, result.id), principal),
      recipients: result.recipients,
      userErrors: [],
    };
  } catch (error) {
    if (error instanceof ErpHttpError && error.status === 403)
      return refused(userError('FORBIDDEN', SHARE_MESSAGES.notAllowed));
    return refused(erpUserError(error, 'recipients'));
  }
};
