import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpGifmRequest, ErpUser } from '../erp/types.ts';
import { isErpStatus } from '../erp/errors.ts';
import { erpUserError, formUserErrors, toGraphQLError, userError } from '../common/errors.ts';
import type { SubmitGetItForMeRequestInput, UserError } from '../generated/resolvers-types.ts';
import { ATTACHMENTS_MAX_BYTES, GIFM_MESSAGES, getItForMeFormErrors } from '@mro/rules/gifm';
import { UNITS_OF_MEASURE } from '@mro/rules/units';
import { isOpenBrowse, isPunchOut } from '../auth/account-access.ts';
import { forgetNotifications } from '../common/notifications-cache.ts';

export const NOT_AVAILABLE = 'Get it for Me is not available for your account.';

/** cart-checkout-orders §6: quotes need can_submit_quotes; non-stock orders can_submit_non_stock and can_submit_orders; never open browse, punch-out or a customer with it switched off. */
export const gifmAccessOf = (user: ErpUser) => {
  const usable = !isOpenBrowse(user) && !isPunchOut(user) && !user.customer_gifm_disabled;
  return {
    quotes: usable && Boolean(user.can_submit_quotes),
    nonStockOrders: usable && Boolean(user.can_submit_non_stock) && user.can_submit_orders,
    lastPaidRequired: Boolean(user.customer_gifm_last_price),
    unitsOfMeasure: [...UNITS_OF_MEASURE],
  };
};

const viewer = async (context: GatewayContext): Promise<ErpUser> => {
  const principal = requirePrincipal(context);
  try {
    return await context.loaders.user.load(principal.userId);
  } catch (error) {
    throw toGraphQLError(error);
  }
};

export const loadGifmAccess = async (context: GatewayContext) => gifmAccessOf(await viewer(context));

export const listGifmRequests = async (context: GatewayContext): Promise<ErpGifmRequest[]> => {
  const access = await loadGifmAccess(context);
  if (!access.quotes && !access.nonStockOrders) return [];
  try {
    return await context.erp.get('/gifm/');
  } catch (error) {
    throw toGraphQLError(error);
  }
};

type Submitted = { request: ErpGifmRequest | null; confirmation: string | null; userErrors: UserError[] };
const refused = (error: UserError): Submitted => ({ request: null, confirmation: null, userErrors: [error] });
const optional = (value: string | null | undefined): string | null => value?.trim() || null;

/** The rules of §5 with field paths, then POST /gifm; the ERP enforces them again. */
export const submitGifmRequest = async (
  context: GatewayContext,
  input: SubmitGetItForMeRequestInput,
): Promise<Submitted> => {
  const access = await loadGifmAccess(context);
  const order = input.kind === 'ORDER';
  if (!(order ? access.nonStockOrders : access.quotes)) return refused(userError('FORBIDDEN', NOT_AVAILABLE));
  const po = optional(input.purchaseOrderNumber);
  const items = input.items.map((item) => ({
    manufacturer: item.manufacturer,
    description: item.description,
    quantity: String(item.quantity),
    unitOfMeasure: item.unitOfMeasure,
    lastPaid: item.lastPaid === null || item.lastPaid === undefined ? '' : String(item.lastPaid),
    requiredDate: item.requiredDate ?? '',
    attachments: (item.attachments ?? []).map((a) => ({
      fileName: a.fileName,
      size: Buffer.byteLength(a.base64, 'base64'),
    })),
  }));
  // The form's own validator, at the same field paths (items.<i>.<field>, purchaseOrderNumber, items).
  const errors = formUserErrors(
    getItForMeFormErrors({ items, purchaseOrderNumber: po ?? '' }, order && access.lastPaidRequired),
  );
  const attachmentBytes = items.reduce((sum, item) => sum + item.attachments.reduce((all, a) => all + a.size, 0), 0);
  if (errors.length === 0 && attachmentBytes > ATTACHMENTS_MAX_BYTES)
    errors.push(userError('INVALID_INPUT', GIFM_MESSAGES.attachmentsTooBig, 'items'));
  if (errors.length > 0) return { request: null, confirmation: null, userErrors: errors };
  try {
    const request = await context.erp.post('/gifm', {
      body: {
        order_type: order ? 'O' : 'Q',
        po,
        comment: optional(input.comment),
        items: input.items.map((item) => ({
          manufacturer: item.manufacturer.trim(),
          partNumber: optional(item.partNumber),
          description: item.description.trim(),
          qty: item.quantity,
          uom: item.unitOfMeasure,
          lastPaid: item.lastPaid ?? null,
          siteUrl: optional(item.siteUrl),
          requiredDate: optional(item.requiredDate),
          files: (item.attachments ?? []).map((a) => ({ fileName: a.fileName, content: a.base64 })),
        })),
      },
    });
    const number = request.order_number;
    // A quote request is the buyer's "quote ready" event.
    if (!order) await forgetNotifications(context, [requirePrincipal(context).userId]);
    const confirmation = order
      ? `Your non-stock order ${number} has been placed. The price will be determined later; freight is added at time of shipment.`
      : `Your quote request ${number} has been sent. We will price it and it will appear under Review Quotes.`;
    return { request, confirmation, userErrors: [] };
  } catch (error) {
    if (isErpStatus(error, 403)) return refused(userError('FORBIDDEN', NOT_AVAILABLE));
    return refused(erpUserError(error));
  }
};

export const withdrawGifmRequest = async (context: GatewayContext, id: string) => {
  requirePrincipal(context);
  try {
    const request = await context.erp.delete('/gifm/{id}', { path: { id } });
    return { request, userErrors: [] };
  } catch (error) {
    if (isErpStatus(error, 409)) return { request: null, userErrors: [userError('REJECTED', error.message)] };
    return { request: null, userErrors: [erpUserError(error)] };
  }
};
