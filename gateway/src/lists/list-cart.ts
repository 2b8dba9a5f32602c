import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import { toGraphQLError, userError } from '../common/errors.ts';
import type { ErpCart } from '../erp/types.ts';
import type { AddShoppingListItemsToCartInput, UserError } from '../generated/resolvers-types.ts';
import { LIST_MESSAGES } from '@mro/rules/lists';
import { priceIn } from './list-rules.ts';
import { listForChange } from './lists-provider.ts';

type Payload = { cart: ErpCart | null; addedCount: number; userErrors: UserError[] };

/**
 * Adds chosen items of a list to the cart. The items are priced together (one pricing call); only
 * items with a price above 0 and a quantity above 0 go, the others are reported.
 */
export async function addShoppingListItemsToCart(
  context: GatewayContext,
  input: AddShoppingListItemsToCartInput,
): Promise<Payload> {
  requirePrincipal(context);
  const none = { cart: null, addedCount: 0 };
  const ids = [...new Set(input.itemIds)];
  if (ids.length === 0)
    return { ...none, userErrors: [userError('INVALID_INPUT', 'Choose at least one item to add.', 'itemIds')] };
  const list = await listForChange(context, input.id);
  if ('code' in list) return { ...none, userErrors: [list] };
  const chosen = ids.map((id) => list.items.find((item) => item._id === id));
  const missing = chosen.findIndex((item) => !item);
  if (missing >= 0)
    return { ...none, userErrors: [userError('NOT_FOUND', 'Shopping list item not found.', `itemIds.${missing}`)] };
  const items = chosen.filter((item) => item !== undefined);
  const prices = await context.loaders.price.loadMany(items.map((item) => item.erp));
  const priced = items.map((item, index) => {
    const pricing = prices[index];
    if (pricing instanceof Error) throw toGraphQLError(pricing);
    return { item, price: item.notfound ? 0 : priceIn(pricing, item.uom) };
  });
  const addable = priced.filter(({ item, price }) => price > 0 && item.quantity > 0);
  if (addable.length === 0) {
    const message = priced.every(({ price }) => price <= 0) ? LIST_MESSAGES.unavailable : LIST_MESSAGES.cartFailed;
    return { ...none, userErrors: [userError('REJECTED', message, 'itemIds')] };
  }
  const result = await context.providers.cart.addCartLines({
    lines: addable.map(({ item }) => ({ erp: item.erp, quantity: item.quantity, unitOfMeasure: item.uom })),
  });
  if (result.userErrors.length > 0 || !result.cart) return { ...none, userErrors: result.userErrors };
  const skipped = addable.length < priced.length;
  return {
    cart: result.cart,
    addedCount: addable.length,
    userErrors: skipped ? [userError('REJECTED', LIST_MESSAGES.cartFailed, 'itemIds')] : [],
  };
}
