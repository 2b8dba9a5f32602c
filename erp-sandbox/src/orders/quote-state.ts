import type { App } from '../app.ts';
import type { Order } from '../data/types.ts';
import { RUNNING_CONVERSION_POS } from '../data/quotes.ts';

/** What an instance has done to its quotes: posted quantities and conversions. The dataset stays immutable. */
export interface QuoteState {
  /** Line number → quantity posted by POST /order/quote-quantities. */
  quantities: Map<number, number>;
  conversion: 'idle' | 'running' | 'converted';
  newOrderNumber: number | null;
  /** Set while the quote's conversion waits for an approver ('Pending'), or how that ended. */
  approval: 'Pending' | 'Approved' | 'Rejected' | null;
}

const states = new WeakMap<App, Map<string, QuoteState>>();

export function quoteState(app: App, order: Order): QuoteState {
  let perApp = states.get(app);
  if (!perApp) {
    perApp = new Map();
    states.set(app, perApp);
  }
  const key = `${order.orderno}-${order.ordersuf}`;
  let state = perApp.get(key);
  if (!state) {
    const running = order.transtype === 'q' && order.custpo !== null && RUNNING_CONVERSION_POS.has(order.custpo);
    state = { quantities: new Map(), conversion: running ? 'running' : 'idle', newOrderNumber: null, approval: null };
    perApp.set(key, state);
  }
  return state;
}

/** The order as this instance sees it: a quote's lines carry their posted quantities. */
export function currentOrder(app: App, order: Order): Order {
  if (order.transtype !== 'q') return order;
  const { quantities, approval } = quoteState(app, order);
  if (quantities.size === 0 && approval === null) return order;
  return {
    ...order,
    approval_status: approval ?? order.approval_status,
    lines: order.lines.map((l) => ({ ...l, quantityOrdered: quantities.get(l.lineNumber) ?? l.quantityOrdered })),
  };
}
