import type { GatewayContext } from '../context.ts';
import type { ErpOrderDetail } from '../erp/types.ts';
import { loadOrder, loadOrderForViewer } from './orders-provider.ts';

/** What other domains may read of orders and quotes, through `context.providers.orders`. */
export type OrdersProvider = {
  /** An order or quote as its detail screen shows it: null when missing or another customer's; FORBIDDEN without the screen. */
  orderForViewer(orderNumber: string): Promise<ErpOrderDetail | null>;
  /** An order of the viewer's customer, no screen's access checked (the caller checks its own): null when missing or another's. */
  order(orderNumber: string): Promise<ErpOrderDetail | null>;
};

export const ordersProvider = (context: GatewayContext): OrdersProvider => ({
  orderForViewer: (orderNumber) => loadOrderForViewer(context, orderNumber),
  order: (orderNumber) => loadOrder(context, orderNumber),
});
