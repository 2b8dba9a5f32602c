import type { GatewayContext } from '../context.ts';
import type { ErpCart, ErpShipTo } from '../erp/types.ts';
import type { PlaceOrderInput } from '../generated/resolvers-types.ts';
import { loadShipTos, placeOrder } from './checkout-provider.ts';
import { estimateCharges, type ChargedShipTo } from './order-estimate.ts';

/** What other domains may ask of checkout, through `context.providers.checkout`. */
export type CheckoutProvider = {
  /** The viewer's ship-tos, each flagged when it (or the customer master) requires a PO. */
  loadShipTos(): Promise<ErpShipTo[]>;
  /** Places the order of the viewer's cart as it is (or sends it for approval), once per idempotency key. */
  placeOrder(input: PlaceOrderInput): ReturnType<typeof placeOrder>;
  /** What the ERP will charge for these lines, promo codes and ship-to (POST /order/quote): the one estimate. */
  estimateCharges(cart: ErpCart, shipTo: ChargedShipTo, promoCodes: string[]): ReturnType<typeof estimateCharges>;
};

export const checkoutProvider = (context: GatewayContext): CheckoutProvider => ({
  loadShipTos: () => loadShipTos(context),
  placeOrder: (input) => placeOrder(context, input),
  estimateCharges: (cart, shipTo, promoCodes) => estimateCharges(context, cart, shipTo, promoCodes),
});
