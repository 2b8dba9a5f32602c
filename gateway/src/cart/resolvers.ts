import type { Resolvers } from '../generated/resolvers-types.ts';
import { amount } from '../common/amount.ts';
import { shopperAmountMode } from '../context.ts';
import { addCartLines, emptyCart, removeCartLines, updateCartLine } from './cart-provider.ts';
import { applyPromoCode, promoCodesOffered, removePromoCode } from './promo-provider.ts';
import { GUEST_CART_ID, emptyGuestCart } from './guest-cart.ts';
import { shippingInfoAddress } from '../erp/addresses.ts';

// A page may reach the whole cart: the cart page widens its window as lines are loaded (Load More).
const MAX_LINES_PAGE = 1000;

export const cartResolvers: Resolvers = {
  Query: {
    cart: async (_parent, _args, context) => {
      if (context.session || context.guest.cartId) return context.providers.cart.loadCart();
      // An open-browse guest before their first line has an empty cart; no ERP cart exists yet.
      const guest = await context.guest.principal();
      return guest ? emptyGuestCart(guest) : null;
    },
  },
  Mutation: {
    addCartLines: (_parent, { input }, context) => addCartLines(context, input),
    updateCartLine: (_parent, { input }, context) => updateCartLine(context, input),
    removeCartLines: (_parent, { input }, context) => removeCartLines(context, input),
    applyPromoCode: (_parent, { input }, context) => applyPromoCode(context, input),
    removePromoCode: (_parent, { input }, context) => removePromoCode(context, input),
    emptyCart: (_parent, _args, context) => emptyCart(context),
  },
  Cart: {
    id: (cart, _args, context) => (context.session ? cart.session_id : GUEST_CART_ID),
    lines: (cart, { offset, limit }) => {
      const start = Math.max(0, offset ?? 0);
      return cart.cart_lines.slice(start, start + Math.min(Math.max(1, limit ?? 20), MAX_LINES_PAGE));
    },
    lineCount: (cart) => cart.cart_lines.length,
    itemCount: (cart) => cart.cart_lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: (cart, _args, context) => amount(cart.sub_total, shopperAmountMode(context)),
    shipping: (cart) => {
      const info = cart.shipping_info;
      const address = shippingInfoAddress(info);
      if (!info.ship_to_id || !address) return null;
      return {
        shipToId: info.ship_to_id,
        address,
        contactName: info.name ?? '',
        contactEmail: info.email ?? '',
        contactPhone: info.phone ?? null,
      };
    },
    purchaseOrderNumber: (cart) => cart.misc_info.po ?? null,
    promoCodes: (cart) => cart.promo_codes ?? [],
    promoCodesOffered: (_cart, _args, context) => promoCodesOffered(context),
    discount: (cart, _args, context) => amount(cart.discount, shopperAmountMode(context)),
    freeFreight: (cart) => cart.free_freight ?? false,
  },
  CartLine: {
    unitOfMeasure: (line) => line.uom,
    unitPrice: (line, _args, context) => amount(line.price, shopperAmountMode(context)),
    lineTotal: (line, _args, context) => amount(line.line_sub_total, shopperAmountMode(context)),
    imageUrl: (line) => line.image ?? null,
    productSlug: (line) => line.product_slug ?? null,
    quantityAvailable: (line) => Math.max(0, line.quantity_available),
  },
};
