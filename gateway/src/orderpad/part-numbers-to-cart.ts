// The cart's shortcuts (quick add, file import): the order pad's lookup by part number, straight into the cart.
import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import { erpUserError, userError } from '../common/errors.ts';
import type { AddPartNumbersToCartInput, OrderPadLine, UserError } from '../generated/resolvers-types.ts';
import type { ErpCart } from '../erp/types.ts';
import { ORDER_PAD_MESSAGES } from '@mro/rules/orderpad';
import { partLinesProblem, requireOrderPad, sessionIdOf, validatePartLines } from './orderpad-provider.ts';

type ToCart = { lines: OrderPadLine[]; addedCount: number; cart: ErpCart | null; userErrors: UserError[] };

const refused = (error: UserError): ToCart => ({ lines: [], addedCount: 0, cart: null, userErrors: [error] });

/**
 * Validates the lines with the ERP's order pad call under a session of their own (derived from the cart
 * session, never the buyer's pad, which keeps its lines), clears that session, and adds the accepted lines to
 * the cart at the ERP's prices. Each line comes back in the order sent, accepted or with the pad's reason.
 */
export async function addPartNumbersToCart(context: GatewayContext, input: AddPartNumbersToCartInput): Promise<ToCart> {
  const { userId } = await requireOrderPad(context);
  const sessionId = sessionIdOf(`cart-shortcuts:${requirePrincipal(context).cartId}`);
  const problem = partLinesProblem(input.lines);
  if (problem) return refused(problem);
  let lines: OrderPadLine[];
  try {
    const checked = await validatePartLines(context, { sessionId, userId }, input.lines);
    lines = checked.map((line, index) => ({ ...line, line: index + 1 }));
  } catch (error) {
    return refused(erpUserError(error, 'lines'));
  } finally {
    // The lines are only being checked: the session is emptied whatever happened.
    await context.erp.delete('/order-pad/{sessionId}', { path: { sessionId } }).catch(() => undefined);
  }
  const accepted = lines.filter((line) => line.status === 'ACCEPTED' && line.erp !== null);
  if (accepted.length === 0) return { lines, addedCount: 0, cart: null, userErrors: [] };
  const result = await context.providers.cart.addCartLines({
    lines: accepted.map((line) => ({ erp: line.erp!, quantity: line.quantity, unitOfMeasure: line.unitOfMeasure })),
  });
  if (result.userErrors.length > 0 || !result.cart)
    return refused(result.userErrors[0] ?? userError('REJECTED', ORDER_PAD_MESSAGES.gatherFailed));
  return { lines, addedCount: accepted.length, cart: result.cart, userErrors: [] };
}
