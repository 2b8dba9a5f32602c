import { HttpError } from '../http/router.ts';
import { orderKey, type App } from '../app.ts';
import { userById } from '../users/directory.ts';
import { priceLine } from '../cart/lines.ts';
import { formatMoney, round2 } from '../pricing/price.ts';
import type { Order, Schemas, StoredUser } from '../data/types.ts';
import { recordSpend, settingsOf } from './workflow.ts';
import { convertQuoteOrder } from '../orders/quote-conversion.ts';
import { quoteState } from '../orders/quote-state.ts';
import { chargeOrder } from '../checkout/charges.ts';
import { recordDecision } from './decision.ts';
import { notify, settleWaiting } from '../notifications/store.ts';
import { enterOrder, recordOrder, enteredLine } from '../orders/placed-order.ts';

type CartRequest = Schemas['CartRequest'];
export const ALREADY_PROCESSED = 'This request has already been processed.';
export const OWN_REQUEST = 'You may not resolve your own cart request.';
export const NOT_APPROVER = 'You are not an approver of this cart request.';

export interface LogEntry {
  approver: { name: string; username: string };
  status: 'Approved' | 'Rejected' | 'Pending';
  comment: string | null;
  active: boolean;
  created: string;
  modified: string;
}

const logs = new WeakMap<App, Map<string, LogEntry[]>>();

export const approvalLog = (app: App, requestId: string): LogEntry[] => {
  let all = logs.get(app);
  if (!all) {
    all = new Map();
    logs.set(app, all);
  }
  let log = all.get(requestId);
  if (!log) {
    log = [];
    all.set(requestId, log);
  }
  return log;
};

/** One Pending row per approver of the request's current step, and a notification to each. */
export const logStep = (app: App, request: CartRequest): void => {
  settleWaiting(app, request.id);
  pendingRows(app, request);
  for (const a of request.approvers)
    notify(app, a.id, {
      kind: 'request_waiting',
      request_id: request.id,
      order_number: null,
      actor: userById(app, request.initiator_id)?.name ?? null,
      comment: null,
      carrier: null,
      tracking_url: null,
    });
};

const pendingRows = (app: App, request: CartRequest): void => {
  const now = new Date().toISOString();
  for (const a of request.approvers) {
    approvalLog(app, request.id).push({
      approver: { name: a.name, username: a.username },
      status: 'Pending',
      comment: null,
      active: true,
      created: now,
      modified: now,
    });
  }
};

const closeStep = (
  app: App,
  request: CartRequest,
  by: StoredUser,
  status: 'Approved' | 'Rejected',
  comment: string | null,
): void => {
  const now = new Date().toISOString();
  const log = approvalLog(app, request.id);
  if (!log.some((e) => e.active)) pendingRows(app, request);
  for (const entry of log) {
    if (!entry.active) continue;
    entry.active = false;
    entry.modified = now;
    if (entry.approver.username !== by.username) continue;
    entry.status = status;
    entry.comment = comment;
  }
};

/** The authorization rule: only a request still in approval that names the caller as approver. */
export const assertResolvable = (request: CartRequest, caller: StoredUser): void => {
  if (request.initiator_id === caller.id) throw new HttpError(403, OWN_REQUEST);
  if (!request.approvers.some((a) => a.id === caller.id)) {
    if (!request.in_approval) throw new HttpError(409, ALREADY_PROCESSED);
    throw new HttpError(403, NOT_APPROVER);
  }
  if (!request.in_approval || request.status !== 'processing') throw new HttpError(409, ALREADY_PROCESSED);
};

/** Applies the approver's quantities (never above the original; under 1 drops the line). */
export const applyQuantities = (request: CartRequest, raw: unknown): CartRequest['cart_lines'] => {
  const edits = new Map<string, number>();
  if (raw !== undefined && raw !== null) {
    if (!Array.isArray(raw)) throw new HttpError(400, 'quantities must be an array.');
    for (const entry of raw as unknown[]) {
      const e = (entry ?? {}) as Record<string, unknown>;
      if (typeof e.line_id !== 'string' || typeof e.quantity !== 'number' || !Number.isInteger(e.quantity))
        throw new HttpError(400, 'All quantities must be numeric.');
      if (e.quantity < 0) throw new HttpError(400, 'New quantity must be greater than or equal to 0.');
      edits.set(e.line_id, e.quantity);
    }
  }
  const lines = request.cart_lines
    .map((line) => {
      const quantity = edits.get(line.id) ?? line.quantity;
      if (quantity > line.quantity) throw new HttpError(400, 'New quantity may not exceed original quantity.');
      // The line's total follows its quantity, as the request's subtotal does.
      const subTotal = round2(line.price * quantity);
      return { ...line, quantity, line_sub_total: subTotal, line_sub_total_display: formatMoney(subTotal) };
    })
    .filter((line) => line.quantity >= 1);
  if (lines.length === 0) throw new HttpError(400, 'At least one item must have quantity > 0 in order to approve.');
  return lines;
};

/** Submits the approved lines as the initiator's order, re-priced by the ERP. */
export const placeApprovedOrder = (
  app: App,
  request: CartRequest,
  lines: CartRequest['cart_lines'],
  po: string | null,
): Order => {
  const initiator = userById(app, request.initiator_id);
  const customer = app.ds.customers.get(request.customer_number);
  if (!initiator || !customer) throw new HttpError(400, 'The initiator of this request no longer exists.');
  const shipTo = customer.shipTos.find((s) => s.shipto === request.shipping_info?.ship_to_id) ?? customer.shipTos[0]!;
  if (shipTo.poreqfl && !po) throw new HttpError(400, 'A purchase order number is required for this ship-to.');
  if (po && po.length > 22) throw new HttpError(400, 'The purchase order number may not exceed 22 characters.');
  const now = Date.now();
  const order = enterOrder(
    app,
    {
      custno: customer.customer_number,
      custpo: po,
      // My Orders' Approval column: the order went through approval.
      approval_status: 'Approved',
      transtype: request.order_type,
      userId: initiator.id,
      employeename: initiator.name,
      email: initiator.username,
      shipTo,
      lines: lines.map((l, i) => {
        const priced = priceLine(
          app,
          customer,
          initiator.warehouse,
          { erp: l.erp, quantity: l.quantity, uom: l.uom },
          l.id,
          i + 1,
        );
        return enteredLine(priced, i + 1);
      }),
      // The buyer's shipping instructions and comments (misc_info) go on the order, as at checkout.
      notes: [request.misc_info?.shipping_instructions, request.misc_info?.comments, request.comment].filter(
        (n): n is string => !!n,
      ),
    },
    now,
  );
  chargeOrder(order, []);
  recordOrder(app, order);
  const units = settingsOf(customer.customer_number).workflow_currency === 'units';
  recordSpend(
    app,
    initiator,
    units
      ? order.lines.reduce((s, l) => s + (l.units ?? 0) * l.quantityOrdered, 0)
      : round2(order.lines.reduce((s, l) => s + l.price * l.quantityOrdered, 0)),
  );
  return order;
};

export const person = (app: App, id: number) => {
  const u = userById(app, id);
  return { id, name: u?.name ?? 'Unknown', username: u?.username ?? '' };
};

export const NEEDS_ADVANCE = 'This request needs its next approver: advance it instead.';
export const NO_NEXT_STEP = 'This request has no further approver: approve it instead.';

const applyEdits = (
  app: App,
  request: CartRequest,
  by: StoredUser,
  quantities: unknown,
  comment: string | null,
): CartRequest['cart_lines'] => {
  const lines = applyQuantities(request, quantities);
  closeStep(app, request, by, 'Approved', comment);
  request.cart_lines = lines;
  request.sub_total = round2(lines.reduce((s, l) => s + l.price * l.quantity, 0));
  request.total_units = lines.reduce((s, l) => s + (l.units ?? 0) * l.quantity, 0);
  return lines;
};

/** Advance: the approver's limits do not cover it, so the next step's approvers are asked. */
export const advance = (
  app: App,
  request: CartRequest,
  by: StoredUser,
  quantities: unknown,
  comment: string | null,
): CartRequest => {
  const next = request.steps[request.current_step];
  if (!next) throw new HttpError(400, NO_NEXT_STEP);
  applyEdits(app, request, by, quantities, comment);
  request.current_step += 1;
  request.approvers = next.approvers.map((id) => person(app, id));
  request.approver_id = next.approvers[0]!;
  logStep(app, request);
  return request;
};

/** Approve at the last step: a quote-based request converts the quote, otherwise the order is placed. */
export const approve = (
  app: App,
  request: CartRequest,
  by: StoredUser,
  quantities: unknown,
  po: string | null,
  comment: string | null,
): CartRequest => {
  if (request.steps[request.current_step]) throw new HttpError(400, NEEDS_ADVANCE);
  // Refuse bad quantities or PO before the step is closed.
  applyQuantities(request, quantities);
  if (po && po.length > 22) throw new HttpError(400, 'The purchase order number may not exceed 22 characters.');
  const lines = applyEdits(app, request, by, quantities, comment);
  request.order_numbers = [
    request.quote_id
      ? convertApprovedQuote(app, request, lines, po)
      : placedKey(placeApprovedOrder(app, request, lines, po)),
  ];
  request.status = 'approve';
  request.resolve = 'approve';
  request.in_approval = false;
  request.ponum = po;
  recordDecision(app, request, by, 'approve', comment);
  return request;
};

const placedKey = (order: Order): string => orderKey(order.orderno, order.ordersuf);

/** Posts the approver's quantities on the quote, then converts it as the initiator's order. */
const convertApprovedQuote = (
  app: App,
  request: CartRequest,
  lines: CartRequest['cart_lines'],
  po: string | null,
): string => {
  const quote = app.ordersByKey.get(request.quote_id!);
  const initiator = userById(app, request.initiator_id);
  if (!quote || !initiator) throw new HttpError(400, 'The quote of this request no longer exists.');
  const state = quoteState(app, quote);
  for (const line of quote.lines)
    state.quantities.set(line.lineNumber, lines.find((l) => l.id === String(line.lineNumber))?.quantity ?? 0);
  const result = convertQuoteOrder(app, quote, initiator, po, true);
  if (result.successType !== 'y') throw new HttpError(400, result.errorMessage ?? 'Unable to convert quote.');
  recordSpend(app, initiator, request.sub_total);
  return orderKey(result.newOrderNumber!, result.newOrderSuffix ?? 0);
};

/** The initiator sends a rejected request to its approvers again, from the first step. */
export const resubmit = (app: App, request: CartRequest): CartRequest => {
  if (request.in_approval || request.status === 'approve')
    throw new HttpError(409, 'Only a rejected request can be resubmitted.');
  const first = request.steps[0];
  if (!first) throw new HttpError(400, 'This request has no approvers.');
  request.status = 'processing';
  request.resolve = null;
  request.in_approval = true;
  request.decision = null;
  request.current_step = 1;
  request.approvers = first.approvers.map((id) => person(app, id));
  request.approver_id = first.approvers[0]!;
  if (request.quote_id) {
    const quote = app.ordersByKey.get(request.quote_id);
    if (quote) quoteState(app, quote).approval = 'Pending';
  }
  logStep(app, request);
  return request;
};

export const reject = (app: App, request: CartRequest, by: StoredUser, comment: string | null): CartRequest => {
  closeStep(app, request, by, 'Rejected', comment);
  if (request.quote_id) {
    const quote = app.ordersByKey.get(request.quote_id);
    if (quote) quoteState(app, quote).approval = 'Rejected';
  }
  request.status = 'reject';
  request.resolve = 'reject';
  request.in_approval = false;
  recordDecision(app, request, by, 'reject', comment);
  return request;
};
