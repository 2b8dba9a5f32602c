import type { GatewayContext } from '../context.ts';
import type { ErpCart, ErpCartWrite } from '../erp/types.ts';
import type { AddCartLinesInput } from '../generated/resolvers-types.ts';
import { addCartLines, loadCart, writeCart, type CartPayloadModel } from './cart-provider.ts';

/** What other domains may ask of the viewer's cart, through `context.providers.cart`. */
export type CartProvider = {
  /** The viewer's cart (a guest's under the open-browse user), read or created at most once per request. */
  loadCart(): Promise<ErpCart>;
  /** Adds lines; the same item in the same unit adds to the existing line's quantity. */
  addCartLines(input: AddCartLinesInput): Promise<CartPayloadModel>;
  /** Writes cart fields (shipping, payment, promo codes, ...) with PUT /cart/{session_id}. */
  writeCart(cartId: string, body: ErpCartWrite): Promise<CartPayloadModel>;
};

export const cartProvider = (context: GatewayContext): CartProvider => {
  let cart: Promise<ErpCart> | null = null;
  // A write answers the cart as it now is: later reads in this request see it, never the cart before.
  const remember = (result: CartPayloadModel): CartPayloadModel => {
    if (result.cart) cart = Promise.resolve(result.cart);
    return result;
  };
  return {
    loadCart: () => (cart ??= loadCart(context)),
    addCartLines: async (input) => remember(await addCartLines(context, input)),
    writeCart: async (cartId, body) => remember(await writeCart(context, cartId, body)),
  };
};
