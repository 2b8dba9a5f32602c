import { createHash } from 'node:crypto';
import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import { amount } from '../common/amount.ts';
import { erpUserError, forbidden, toGraphQLError, userError } from '../common/errors.ts';
import { viewerUser } from '../auth/viewer.ts';
import type {
  AddOrderPadLinesInput,
  OrderPad,
  OrderPadLine,
  PartNumberSuggestion as PartSuggestion,
  UnitOfMeasure,
  UserError,
} from '../generated/resolvers-types.ts';
import type { ErpCart, ErpOrderPadItem } from '../erp/types.ts';
import { ORDER_PAD_BATCH, ORDER_PAD_MAX_LINES, ORDER_PAD_MESSAGES, orderPadLineProblem } from '@mro/rules/orderpad';

type PadPayload = { orderPad: OrderPad | null; userErrors: UserError[] };

/**
 * The ERP keeps the pad under a 32-character session id (cart-checkout-orders §9). It is derived from
 * the login's cart session, so it lasts as long as the session and no client can name another's pad.
 */
export const sessionIdOf = (cartId: string): string =>
  createHash('sha256').update(`order-pad:${cartId}`).digest('hex').slice(0, 32);

/** The order pad is off for express users and for customers with it turned off (storefront §6). */
export async function requireOrderPad(context: GatewayContext): Promise<{ sessionId: string; userId: number }> {
  const principal = requirePrincipal(context);
  const user = await viewerUser(context);
  if (user.user_type === 'express' || user.customer_order_pad_disabled === true)
    throw forbidden(ORDER_PAD_MESSAGES.notAvailable);
  return { sessionId: sessionIdOf(principal.cartId), userId: principal.userId };
}

export const lineOf = (context: GatewayContext, item: ErpOrderPadItem): OrderPadLine => {
  const mode = requirePrincipal(context).amountMode;
  const accepted = item.set === 2 && item.quantity > 0 && item.price > 0;
  return {
    line: item.line,
    partNumber: item.partNumber,
    erp: item.erp,
    customerPartNumber: item.cpn,
    description: item.description,
    imageUrl: item.image,
    unitOfMeasure: item.uom,
    quantity: item.quantity,
    price: amount(item.price, mode),
    lineTotal: amount(accepted ? Math.round(item.price * item.quantity * 100) / 100 : 0, mode),
    status: accepted ? 'ACCEPTED' : 'ERROR',
    error: accepted ? null : (item.error ?? ORDER_PAD_MESSAGES.gatherFailed),
  };
};

const padOf = (context: GatewayContext, items: ErpOrderPadItem[]): OrderPad => {
  const lines = items.map((item) => lineOf(context, item));
  const accepted = lines.filter((line) => line.status === 'ACCEPTED');
  return {
    lines,
    acceptedCount: accepted.length,
    errorCount: lines.length - accepted.length,
    total: amount(
      Math.round(accepted.reduce((sum, line) => sum + line.lineTotal.value, 0) * 100) / 100,
      requirePrincipal(context).amountMode,
    ),
  };
};

const readItems = async (context: GatewayContext, sessionId: string): Promise<ErpOrderPadItem[]> => {
  try {
    return (await context.erp.get('/order-pad/{sessionId}', { path: { sessionId } })).items;
  } catch (error) {
    throw toGraphQLError(error);
  }
};

export async function loadOrderPad(context: GatewayContext): Promise<OrderPad> {
  const { sessionId } = await requireOrderPad(context);
  return padOf(context, await readItems(context, sessionId));
}

export async function unitsOfMeasure(context: GatewayContext): Promise<UnitOfMeasure[]> {
  requirePrincipal(context);
  try {
    return (await context.erp.get('/uoms/get-all-uoms', {})).units_of_measure;
  } catch (error) {
    throw toGraphQLError(error);
  }
}

const MIN_TERM = 2;

/** Up to 5 customer and 5 supplier part numbers starting with the term (two ERP calls, side by side). */
export async function partNumberSuggestions(
  context: GatewayContext,
  term: string,
): Promise<{ customerParts: PartSuggestion[]; supplierParts: PartSuggestion[] }> {
  const { userId } = await requireOrderPad(context);
  const wanted = term.trim();
  if (wanted.length < MIN_TERM) return { customerParts: [], supplierParts: [] };
  const customer = requirePrincipal(context).customerNumber;
  const asSuggestion = (hit: { part_number: string; erp: string; description: string }): PartSuggestion => ({
    partNumber: hit.part_number,
    erp: hit.erp,
    description: hit.description,
  });
  try {
    const [own, supplier] = await Promise.all([
      context.erp.get('/parts/search/customer/{customer}', { path: { customer }, query: { partno: wanted } }),
      context.erp.post('/parts/search', { body: { term: wanted, return_exact_match: false, user_id: userId } }),
    ]);
    return { customerParts: own.parts.map(asSuggestion), supplierParts: supplier.parts.map(asSuggestion) };
  } catch (error) {
    throw toGraphQLError(error);
  }
}

/** A part number and quantity as the pad and the cart's shortcuts take them. */
type PartLine = { partNumber: string; quantity: number; unitOfMeasure?: string | null };

/** Why the lines cannot be sent to the ERP at all (none, too many for one call, a bad part or quantity). */
export function partLinesProblem(lines: readonly PartLine[]): UserError | null {
  if (lines.length === 0) return userError('INVALID_INPUT', ORDER_PAD_MESSAGES.partRequired, 'lines');
  if (lines.length > ORDER_PAD_BATCH)
    return userError('INVALID_INPUT', `At most ${ORDER_PAD_BATCH} lines per call.`, 'lines');
  for (const [index, line] of lines.entries()) {
    const problem = orderPadLineProblem(line.partNumber, line.quantity);
    if (problem) return userError('INVALID_INPUT', problem, `lines.${index}`);
  }
  return null;
}

/** The ERP's order pad lookup: validates and prices the lines under the session, in the order sent (throws the ERP's error). */
export async function validatePartLines(
  context: GatewayContext,
  session: { sessionId: string; userId: number },
  lines: readonly PartLine[],
): Promise<OrderPadLine[]> {
  const { items } = await context.erp.post('/order-pad/validate', {
    body: {
      session_id: session.sessionId,
      user_id: session.userId,
      parts: lines.map((line) => ({
        part_number: line.partNumber.trim(),
        quantity: line.quantity,
        uom: line.unitOfMeasure?.trim() || null,
      })),
    },
  });
  return items.map((item) => lineOf(context, item));
}

/** Validates and prices the lines in one ERP call (the web sends a large import as several calls). */
export async function addOrderPadLines(
  context: GatewayContext,
  input: AddOrderPadLinesInput,
): Promise<{ added: OrderPadLine[] | null; userErrors: UserError[] }> {
  const session = await requireOrderPad(context);
  const problem = partLinesProblem(input.lines);
  if (problem) return { added: null, userErrors: [problem] };
  try {
    return { added: await validatePartLines(context, session, input.lines), userErrors: [] };
  } catch (error) {
    return { added: null, userErrors: [erpUserError(error, 'lines')] };
  }
}

const clearItems = async (context: GatewayContext, sessionId: string): Promise<void> => {
  await context.erp.delete('/order-pad/{sessionId}', { path: { sessionId } });
};

/** Rewrites the pad without some lines: the ERP has no per-line delete, so clear and re-validate the rest. */
export async function removeOrderPadLines(context: GatewayContext, lines: readonly number[]): Promise<PadPayload> {
  const { sessionId, userId } = await requireOrderPad(context);
  if (lines.length === 0 || lines.length > ORDER_PAD_MAX_LINES)
    return { orderPad: null, userErrors: [userError('INVALID_INPUT', 'Choose the lines to remove.', 'lines')] };
  const items = await readItems(context, sessionId);
  const removing = new Set(lines);
  if (!items.some((item) => removing.has(item.line)))
    return { orderPad: null, userErrors: [userError('NOT_FOUND', 'That order pad line does not exist.', 'lines')] };
  const rest = items.filter((item) => !removing.has(item.line));
  try {
    await clearItems(context, sessionId);
    let kept: ErpOrderPadItem[] = [];
    for (let start = 0; start < rest.length; start += ORDER_PAD_BATCH) {
      const batch = rest.slice(start, start + ORDER_PAD_BATCH);
      const { items: again } = await context.erp.post('/order-pad/validate', {
        body: {
          session_id: sessionId,
          user_id: userId,
          parts: batch.map((item) => ({ part_number: item.partNumber, quantity: item.quantity, uom: item.uom })),
        },
      });
      kept = [...kept, ...again];
    }
    return { orderPad: padOf(context, kept), userErrors: [] };
  } catch (error) {
    return { orderPad: null, userErrors: [erpUserError(error)] };
  }
}

export async function clearOrderPad(context: GatewayContext): Promise<PadPayload> {
  const { sessionId } = await requireOrderPad(context);
  try {
    await clearItems(context, sessionId);
    return { orderPad: padOf(context, []), userErrors: [] };
  } catch (error) {
    return { orderPad: null, userErrors: [erpUserError(error)] };
  }
}

type ToCart = { cart: ErpCart | null; addedCount: number; skippedCount: number; userErrors: UserError[] };

/** The accepted lines go to the cart at the ERP's prices (never the client's); the pad is then cleared. */
export async function addOrderPadToCart(context: GatewayContext): Promise<ToCart> {
  const { sessionId } = await requireOrderPad(context);
  const lines = (await readItems(context, sessionId)).map((item) => lineOf(context, item));
  const none = (message: string): ToCart => ({
    cart: null,
    addedCount: 0,
    skippedCount: lines.length,
    userErrors: [userError('INVALID_INPUT', message)],
  });
  if (lines.length === 0) return none(ORDER_PAD_MESSAGES.empty);
  const accepted = lines.filter((line) => line.status === 'ACCEPTED' && line.erp !== null);
  if (accepted.length === 0) return none(ORDER_PAD_MESSAGES.nothingToAdd);
  if (accepted.length > ORDER_PAD_MAX_LINES) return none(ORDER_PAD_MESSAGES.tooMany);
  const result = await context.providers.cart.addCartLines({
    lines: accepted.map((line) => ({
      erp: line.erp!,
      quantity: line.quantity,
      unitOfMeasure: line.unitOfMeasure,
    })),
  });
  if (result.userErrors.length > 0 || !result.cart)
    return { cart: null, addedCount: 0, skippedCount: lines.length, userErrors: result.userErrors };
  await clearItems(context, sessionId).catch(() => undefined);
  return {
    cart: result.cart,
    addedCount: accepted.length,
    skippedCount: lines.length - accepted.length,
    userErrors: [],
  };
}
