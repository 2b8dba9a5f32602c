import type { GatewayContext } from '../context.ts';
import type { ErpShipTo } from '../erp/types.ts';
import type { PlaceOrderInput } from '../generated/resolvers-types.ts';
import { loadShipTos, placeOrder } from './checkout-provider.ts';

/** What other domains may ask of checkout, through `context.providers.checkout`. */
export type CheckoutProvider = {
  /** The viewer's ship-tos, each flagged when it (or the customer master) requires a PO. */
  loadShipTos(): Promise<ErpShipTo[]>;
  /** Places the order of the viewer's cart as it is (or sends it for approval), once per idempotency key. */
  placeOrder(input: PlaceOrderInput): ReturnType<typeof placeOrder>;
};

export const checkoutProvider = (context: GatewayContext): CheckoutProvider => ({
  loadShipTos: () => loadShipTos(context),
  placeOrder: (input) => placeOrder(context, input),
});
