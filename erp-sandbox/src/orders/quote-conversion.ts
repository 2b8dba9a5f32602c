// A quote becomes an order (POST /order/convert_to_order, or an approver's approval of the conversion).
import { orderKey, type App } from '../app.ts';
import { REFUSED_CONVERSION_POS } from '../data/quotes.ts';
import type { Order, StoredUser } from '../data/types.ts';
import { currentOrder, quoteState } from './quote-state.ts';
import { recordOrder } from './placed-order.ts';

export type Conversion = {
  successType: 'y' | 'n';
  newOrderNumber: number | null;
  newOrderSuffix: number | null;
  errorMessage: string | null;
};

/**
 * Turns a quote into an order placed by `by` (the quote's buyer, or the initiator when an approver
 * approves the conversion). A quote waiting for an approver converts only through that approval.
 */
export function convertQuoteOrder(
  app: App,
  order: Order,
  by: StoredUser,
  po: string | null,
  viaApproval = false,
): Conversion {
  const state = quoteState(app, order);
  const refuse = (errorMessage: string): Conversion => ({
    successType: 'n',
    newOrderNumber: null,
    newOrderSuffix: null,
    errorMessage,
  });
  if (state.conversion !== 'idle') return refuse('Unable to convert quote.');
  if (state.approval === 'Pending' && !viaApproval) return refuse('Unable to convert quote.');
  const lines = currentOrder(app, order).lines.filter((l) => l.quantityOrdered > 0);
  if (lines.length === 0) return refuse('You may not place an order with 0 items');
  if (order.custpo && REFUSED_CONVERSION_POS.has(order.custpo)) return refuse('Error: Unable to order quote.');
  const placed: Order = {
    ...order,
    orderno: app.nextOrderNumber++,
    ordersuf: 0,
    transtype: 'o',
    stagecd: 1,
    custpo: po ?? order.custpo,
    enterdt: new Date().toISOString().slice(0, 10),
    canceldt: null,
    userId: by.id,
    placedOnline: true,
    employeename: by.name,
    email: by.username,
    approval_status: viaApproval ? 'Approved' : null,
    lines: lines.map((l, i) => ({ ...l, lineNumber: i + 1 })),
    notes: [`Converted from quote ${orderKey(order.orderno, order.ordersuf)}.`],
  };
  recordOrder(app, placed);
  state.conversion = 'converted';
  state.newOrderNumber = placed.orderno;
  if (viaApproval) state.approval = 'Approved';
  return { successType: 'y', newOrderNumber: placed.orderno, newOrderSuffix: 0, errorMessage: null };
}
