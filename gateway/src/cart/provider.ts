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
  return {
    loadCart: () => (cart ??= loadCart(context)),
    addCartLines: (input) => addCartLines(context, input),
    writeCart: (cartId, body) => writeCart(context, cartId, body),
  };
};
