import type { GatewayContext } from '../context.ts';
import { requireShopper } from '../context.ts';
import type { ErpCart, ErpCartLineWrite, ErpCartWrite } from '../erp/types.ts';
import { ErpHttpError, isErpStatus } from '../erp/errors.ts';
import { erpUserError, toGraphQLError, userError } from '../common/errors.ts';
import { EMPTY_CART as CART_NOT_FOUND, MAX_LINES_PER_ADD } from '@mro/rules/cart';
import { MAX_LINE_QUANTITY, QUANTITY_TOO_LARGE, lineQuantityError } from '@mro/rules/quantity';
import { PUNCH_OUT_INSPECT_ONLY } from '@mro/rules/punchout';
import type { Principal } from '../auth/session.ts';
import type {
  AddCartLinesInput,
  CartPayload,
  RemoveCartLinesInput,
  UpdateCartLineInput,
  UserError,
} from '../generated/resolvers-types.ts';

export type CartPayloadModel = Omit<CartPayload, 'cart'> & { cart: ErpCart | null };

/** The viewer's server cart (a guest's under the open-browse user), created on demand (POST /cart when GET answers 404). */
export const loadCart = async (context: GatewayContext): Promise<ErpCart> => {
  const principal = await requireShopper(context);
  if (!principal.cartId) throw toGraphQLError(new ErpHttpError(404, CART_NOT_FOUND, 'GET /cart/{session_id}'));
  try {
    return await context.erp.get('/cart/{session_id}', { path: { session_id: principal.cartId } });
  } catch (error) {
    if (!isErpStatus(error, 404)) throw toGraphQLError(error);
  }
  try {
    return await context.erp.post('/cart', {
      body: { session_id: principal.cartId, user_id: principal.userId, cart_lines: [], order_source_type: 'web' },
    });
  } catch (error) {
    throw toGraphQLError(error);
  }
};

/** A cXML inspect session shows the requisition's lines and changes none of them. */
const inspectOnly = (principal: Principal): CartPayloadModel | null =>
  principal.punchOut?.operation === 'inspect'
    ? { cart: null, userErrors: [userError('FORBIDDEN', PUNCH_OUT_INSPECT_ONLY)] }
    : null;

const validateLines = (input: AddCartLinesInput): UserError[] => {
  if (input.lines.length === 0) return [userError('INVALID_INPUT', 'Choose at least one item to add.', 'lines')];
  if (input.lines.length > MAX_LINES_PER_ADD) {
    return [userError('INVALID_INPUT', `At most ${MAX_LINES_PER_ADD} items can be added at once.`, 'lines')];
  }
  return input.lines.flatMap((line, index) => {
    const errors: UserError[] = [];
    if (!line.erp.trim()) errors.push(userError('INVALID_INPUT', 'An item number is required.', `lines.${index}.erp`));
    const quantityProblem = lineQuantityError(line.quantity);
    if (quantityProblem) errors.push(userError('INVALID_INPUT', quantityProblem, `lines.${index}.quantity`));
    return errors;
  });
};

/** Adds lines to the cart; the same item in the same unit adds to the existing line's quantity. */
export const addCartLines = async (context: GatewayContext, input: AddCartLinesInput): Promise<CartPayloadModel> => {
  const refused = inspectOnly(await requireShopper(context));
  if (refused) return refused;
  const invalid = validateLines(input);
  if (invalid.length > 0) return { cart: null, userErrors: invalid };
  // A guest's first line starts their guest session, which keeps the cart's id.
  if (!context.session) context.guest.startCart();
  const cart = await context.providers.cart.loadCart();
  const lines: ErpCartLineWrite[] = cart.cart_lines.map((line) => ({
    id: line.id,
    erp: line.erp,
    quantity: line.quantity,
    uom: line.uom,
  }));
  for (const [index, added] of input.lines.entries()) {
    const erp = added.erp.trim();
    const existing = lines.find(
      (line) => line.erp === erp && (!added.unitOfMeasure || line.uom === added.unitOfMeasure),
    );
    // Added to a line already in the cart, the sum must stay within a line's limit too.
    if (existing && existing.quantity + added.quantity > MAX_LINE_QUANTITY) {
      return { cart: null, userErrors: [userError('INVALID_INPUT', QUANTITY_TOO_LARGE, `lines.${index}.quantity`)] };
    }
    if (existing) existing.quantity += added.quantity;
    else lines.push({ erp, quantity: added.quantity, ...(added.unitOfMeasure ? { uom: added.unitOfMeasure } : {}) });
  }
  return writeCart(context, cart.session_id, { cart_lines: lines });
};

export const updateCartLine = async (
  context: GatewayContext,
  input: UpdateCartLineInput,
): Promise<CartPayloadModel> => {
  const principal = await requireShopper(context);
  const refused = inspectOnly(principal);
  if (refused) return refused;
  if (!principal.cartId) return { cart: null, userErrors: [userError('NOT_FOUND', CART_NOT_FOUND, 'lineId')] };
  const quantityProblem = lineQuantityError(input.quantity);
  if (quantityProblem) return { cart: null, userErrors: [userError('INVALID_INPUT', quantityProblem, 'quantity')] };
  try {
    const cart = await context.erp.put('/cart/{session_id}/line/{id}', {
      path: { session_id: principal.cartId, id: input.lineId },
      body: { quantity: input.quantity },
    });
    return { cart, userErrors: [] };
  } catch (error) {
    return { cart: null, userErrors: [erpUserError(error, 'lineId')] };
  }
};

/** A line already gone (removed in another tab) leaves the cart as it is, as a bulk removal does. */
const removeOneLine = async (context: GatewayContext, cartId: string, id: string): Promise<ErpCart> => {
  try {
    return await context.erp.delete('/cart/{session_id}/line/{id}', { path: { session_id: cartId, id } });
  } catch (error) {
    if (!isErpStatus(error, 404)) throw error;
    return context.erp.get('/cart/{session_id}', { path: { session_id: cartId } });
  }
};

export const removeCartLines = async (
  context: GatewayContext,
  input: RemoveCartLinesInput,
): Promise<CartPayloadModel> => {
  const principal = await requireShopper(context);
  const refused = inspectOnly(principal);
  if (refused) return refused;
  if (!principal.cartId) return { cart: null, userErrors: [userError('NOT_FOUND', CART_NOT_FOUND, 'lineIds')] };
  if (input.lineIds.length === 0)
    return { cart: null, userErrors: [userError('INVALID_INPUT', 'Choose at least one line to remove.', 'lineIds')] };
  const [only, ...more] = input.lineIds;
  const path = { session_id: principal.cartId };
  try {
    // One line goes by its own call (the cart's Remove), several in one (the selected lines).
    const cart =
      only !== undefined && more.length === 0
        ? await removeOneLine(context, principal.cartId, only)
        : await context.erp.delete('/cart/{session_id}/lines', { path, body: { item_ids: input.lineIds } });
    return { cart, userErrors: [] };
  } catch (error) {
    return { cart: null, userErrors: [erpUserError(error, 'lineIds')] };
  }
};

export const writeCart = async (
  context: GatewayContext,
  cartId: string,
  body: ErpCartWrite,
): Promise<CartPayloadModel> => {
  const refused = inspectOnly(await requireShopper(context));
  if (refused) return refused;
  try {
    const cart = await context.erp.put('/cart/{session_id}', { path: { session_id: cartId }, body });
    return { cart, userErrors: [] };
  } catch (error) {
    return { cart: null, userErrors: [erpUserError(error)] };
  }
};

/** Empty Cart: DELETE /cart/{session_id}, then the empty cart that takes its place (created on demand). */
export const emptyCart = async (context: GatewayContext): Promise<CartPayloadModel> => {
  const principal = await requireShopper(context);
  const refused = inspectOnly(principal);
  if (refused) return refused;
  if (!principal.cartId) return { cart: null, userErrors: [userError('NOT_FOUND', CART_NOT_FOUND)] };
  try {
    await context.erp.delete('/cart/{session_id}', { path: { session_id: principal.cartId } });
  } catch (error) {
    // Already gone (emptied in another tab): the outcome the user asked for.
    if (!isErpStatus(error, 404)) return { cart: null, userErrors: [erpUserError(error)] };
  }
  return { cart: await loadCart(context), userErrors: [] };
};
