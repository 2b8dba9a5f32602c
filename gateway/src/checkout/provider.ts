import type { GatewayContext } from '../context.ts';
import type { ErpShipTo } from '../erp/types.ts';
import { loadShipTos } from './checkout-provider.ts';

/** What other domains may ask of checkout, through `context.providers.checkout`. */
export type CheckoutProvider = {
  /** The viewer's ship-tos, each flagged when it (or the customer master) requires a PO. */
  loadShipTos(): Promise<ErpShipTo[]>;
};

export const checkoutProvider = (context: GatewayContext): CheckoutProvider => ({
  loadShipTos: () => loadShipTos(context),
});
