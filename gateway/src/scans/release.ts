import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import { erpUserError, userError } from '../common/errors.ts';
import { formatOrderNumber } from '../common/order-codes.ts';
import type { ErpCart, ErpCartWrite, ErpScan } from '../erp/types.ts';
import type { ReleaseScanInput, UserError } from '../generated/resolvers-types.ts';
import { ORDER_SESSION_PATTERN } from '@mro/rules/checkout';
import { SCAN_MESSAGES, scanReleaseProblems } from '@mro/rules/scans';
import { isPayload, ownScan, scanOf, type ScanPayload } from './scans-provider.ts';

/** A scan's items that can be ordered: priced, no error (cart-checkout-orders §5). */
const orderable = (scan: ErpScan) => scan.items.filter((item) => item.price > 0 && !item.error && item.quantity > 0);

const asProperties = (list: ErpScan['header_properties']) =>
  list.map((p) => ({ name: p.label, label: p.label, value: p.value, required: p.required }));

type Release = Omit<ScanPayload, 'scan'> & {
  scan: ScanPayload['scan'];
  orderNumbers: string[];
  sentForApproval: boolean;
};
const refusedRelease = (userErrors: UserError[]): Release => ({
  scan: null,
  orderNumbers: [],
  sentForApproval: false,
  userErrors,
});

/** What the cart carried before the release borrowed it; written back when the order is refused. */
const cartState = (cart: ErpCart): ErpCartWrite => ({
  cart_lines: [],
  shipping_info: cart.shipping_info,
  misc_info: cart.misc_info,
  promo_codes: cart.promo_codes ?? [],
  header_properties: cart.header_properties ?? [],
  order_source_type: 'web',
});

/**
 * Releases an active scan as an order through the (empty) cart: its orderable items at the ERP's prices,
 * its ship-to, PO and properties; the order goes through the same limits and approval as any checkout.
 * Placed (or sent for approval), the scan gets the order numbers and is archived; refused, the cart is
 * put back as it was.
 */
export async function releaseScan(context: GatewayContext, input: ReleaseScanInput): Promise<Release> {
  requirePrincipal(context);
  if (!ORDER_SESSION_PATTERN.test(input.idempotencyKey))
    return refusedRelease([userError('INVALID_INPUT', 'The release key is 32 letters or digits.', 'idempotencyKey')]);
  const scan = await ownScan(context, input.id);
  if (isPayload(scan)) return refusedRelease(scan.userErrors);
  if (scan.status !== 1) return refusedRelease([userError('INVALID_INPUT', SCAN_MESSAGES.notActive)]);
  const problems = scanReleaseProblems({
    poRequired: scan.poRequired,
    poNumber: scan.po_number,
    headerProperties: scan.header_properties,
    lineProperties: scan.line_properties,
  });
  if (problems.length > 0) return refusedRelease(problems.map((p) => userError('INVALID_INPUT', p.message, p.field)));
  const items = orderable(scan);
  if (items.length === 0) return refusedRelease([userError('INVALID_INPUT', SCAN_MESSAGES.nothingToOrder)]);
  const before = await context.providers.cart.loadCart();
  if (before.cart_lines.length > 0) return refusedRelease([userError('INVALID_INPUT', SCAN_MESSAGES.cartNotEmpty)]);

  const added = await context.providers.cart.addCartLines({
    lines: items.map((item) => ({ erp: item.erp, quantity: item.quantity, unitOfMeasure: item.uom })),
  });
  if (!added.cart) return refusedRelease(added.userErrors);
  const shipping = scan.shippingInfo;
  const written = await context.providers.cart.writeCart(added.cart.session_id, {
    shipping_info: { ...shipping, ship_to_id: scan.ship_to },
    // The scan's own order data only: no PO, instructions, comments or promo code of another checkout.
    misc_info: { po: scan.po_number, shipping_instructions: null, comments: null },
    promo_codes: [],
    header_properties: asProperties(scan.header_properties),
    order_source_type: 'scan-to-web',
  });
  const lineProperties = asProperties(scan.line_properties).filter((p) => p.value.trim());
  let prepared = written.userErrors;
  if (written.cart && lineProperties.length > 0) {
    try {
      for (const line of written.cart.cart_lines)
        await context.erp.put('/cart/{session_id}/line/{id}', {
          path: { session_id: written.cart.session_id, id: line.id },
          body: { line_properties: lineProperties },
        });
    } catch (error) {
      prepared = [erpUserError(error)];
    }
  }
  const placed =
    prepared.length > 0
      ? { order: null, approvalRequest: null, userErrors: prepared }
      : await context.providers.checkout.placeOrder({ idempotencyKey: input.idempotencyKey });
  if (!placed.order && !placed.approvalRequest) {
    // An unknown outcome may have placed the order: the cart stays as it went, so nothing is ordered twice.
    if (!placed.userErrors.some((e) => e.code === 'OUTCOME_UNKNOWN'))
      await context.providers.cart.writeCart(before.session_id, cartState(before)).catch(() => undefined);
    return refusedRelease(placed.userErrors);
  }
  const orderNumbers = placed.order ? [formatOrderNumber(placed.order.order_number, placed.order.order_suffix)] : [];
  try {
    if (orderNumbers.length > 0)
      await context.erp.put('/scan-to-web/{id}', { path: { id: input.id }, body: { order_number: orderNumbers } });
    const archived = await context.erp.put('/scan-to-web/archive/{id}', { path: { id: input.id } });
    return {
      scan: scanOf(context, archived.scan),
      orderNumbers,
      sentForApproval: placed.approvalRequest !== null,
      userErrors: [],
    };
  } catch {
    // The order stands; only the scan's bookkeeping failed, and the page says so without hiding the order.
    return {
      scan: scanOf(context, scan),
      orderNumbers,
      sentForApproval: placed.approvalRequest !== null,
      userErrors: [userError('UPSTREAM_UNAVAILABLE', SCAN_MESSAGES.archiveAfterReleaseFailed)],
    };
  }
}

type Merge = { cart: ErpCart | null; addedCount: number; skippedCount: number; userErrors: UserError[] };

/** Adds the scan's orderable items to the cart, which becomes a scan-to-web order (the page confirmed first). */
export async function mergeScanIntoCart(context: GatewayContext, id: string): Promise<Merge> {
  const none = (userErrors: UserError[], skipped = 0): Merge => ({
    cart: null,
    addedCount: 0,
    skippedCount: skipped,
    userErrors,
  });
  const scan = await ownScan(context, id);
  if (isPayload(scan)) return none(scan.userErrors);
  if (scan.status !== 1) return none([userError('INVALID_INPUT', SCAN_MESSAGES.notActive)]);
  const items = orderable(scan);
  if (items.length === 0) return none([userError('INVALID_INPUT', SCAN_MESSAGES.nothingToOrder)], scan.items.length);
  const added = await context.providers.cart.addCartLines({
    lines: items.map((item) => ({ erp: item.erp, quantity: item.quantity, unitOfMeasure: item.uom })),
  });
  if (!added.cart) return none(added.userErrors, scan.items.length);
  const converted = await context.providers.cart.writeCart(added.cart.session_id, { order_source_type: 'scan-to-web' });
  return {
    cart: converted.cart ?? added.cart,
    addedCount: items.length,
    skippedCount: scan.items.length - items.length,
    userErrors: converted.userErrors,
  };
}
