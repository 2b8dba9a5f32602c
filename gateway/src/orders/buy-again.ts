import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { BuyAgainInput, BuyAgainPayload, UserErrorCode } from '../generated/resolvers-types.ts';
import { userError } from '../common/errors.ts';
import { LIST_MESSAGES } from '@mro/rules/lists';
import { loadOrderForViewer } from './orders-provider.ts';

export const ORDER_NOT_FOUND = 'We could not find that order.';
const MAX_LINES = 500;

/**
 * Buy again (beyond the spec; B2B stores have it): the order's lines go to the cart, which the
 * ERP prices today. Items without a price today are left out with the spec's unavailable message.
 */
export const buyAgain = async (context: GatewayContext, input: BuyAgainInput): Promise<BuyAgainPayload> => {
  requirePrincipal(context);
  const refused = (code: UserErrorCode, message: string, field?: string): BuyAgainPayload => ({
    addedLineCount: 0,
    unavailableItems: [],
    message: null,
    userErrors: [userError(code, message, field)],
  });
  if ((input.lineNumbers?.length ?? 0) > MAX_LINES)
    return refused('INVALID_INPUT', `At most ${MAX_LINES} lines can be added at once.`, 'lineNumbers');
  const order = await loadOrderForViewer(context, input.orderNumber.trim());
  if (!order) return refused('NOT_FOUND', ORDER_NOT_FOUND, 'orderNumber');
  const chosen = new Set(input.lineNumbers ?? []);
  const lines = order.lines.filter(
    (line) => (chosen.size === 0 || chosen.has(line.lineNumber)) && Math.round(line.quantityOrdered) >= 1,
  );
  if (lines.length === 0) return refused('INVALID_INPUT', 'None of those lines can be ordered again.', 'lineNumbers');
  // One batched pricing call for every line (the price loader), never one per line.
  const prices = await context.loaders.price.loadMany(lines.map((line) => line.itemNumber));
  const buyable = lines.filter((_line, i) => {
    const price = prices[i];
    return price && !(price instanceof Error) && price.price > 0;
  });
  const unavailableItems = [...new Set(lines.filter((line) => !buyable.includes(line)).map((l) => l.itemNumber))];
  if (buyable.length === 0) return { ...refused('REJECTED', LIST_MESSAGES.unavailable), unavailableItems };
  const added = await context.providers.cart.addCartLines({
    lines: buyable.map((line) => ({
      erp: line.itemNumber,
      quantity: Math.round(line.quantityOrdered),
      unitOfMeasure: line.unitOfMeasure,
    })),
  });
  if (added.userErrors.length > 0 || !added.cart)
    return { addedLineCount: 0, unavailableItems, message: null, userErrors: added.userErrors };
  return {
    addedLineCount: buyable.length,
    unavailableItems,
    message: unavailableItems.length > 0 ? LIST_MESSAGES.unavailable : null,
    userErrors: [],
  };
};
