import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, orderKey, type App, type Route } from '../app.ts';
import { userById } from '../users/directory.ts';
import { departmentLimits } from '../departments/store.ts';
import { formatMoney, round2 } from '../pricing/price.ts';
import type { Schemas } from '../data/types.ts';
import { ownQuote } from '../orders/quote-routes.ts';
import { currentOrder, quoteState } from '../orders/quote-state.ts';
import { ALL_TYPES, decideLimit } from './limits.ts';
import { advance, assertResolvable, logStep, person, reject, resubmit } from './resolution.ts';
import { approvalState, settingsOf, workflowRows } from './workflow.ts';
import { NO_APPROVAL_NEEDED } from './routes.ts';
import { commentOf } from './decision.ts';

type CartRequest = Schemas['CartRequest'];
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

const requestOf = (app: App, id: string | undefined): CartRequest => {
  const request = approvalState(app).requests.get(id ?? '');
  if (!request) throw new HttpError(404, 'Cart request not found.');
  return request;
};

/**
 * The quote side of approvals and the request updates (cart-checkout-orders §7): a quote whose
 * conversion is over the buyer's limits goes to approval, approvers advance or reject, and the
 * buyer resubmits a rejected request.
 */
export function quoteRequestRoutes(app: App): Route[] {
  return [
    {
      method: 'POST',
      template: '/cart-request/quote/{user_id}/{quote_id}',
      handler: (ctx) => {
        const user = currentUser(ctx);
        if (ctx.params.user_id !== String(user.id)) throw new HttpError(403, ACCESS_DENIED);
        const m = /^(\d{7})(?:-(\d{1,2}))?$/.exec(ctx.params.quote_id ?? '');
        if (!m) throw new HttpError(404, 'Order not found.');
        const quote = ownQuote(app, ctx, Number(m[1]), Number(m[2] ?? 0));
        if (quote.userId !== user.id && !user.is_vallen) throw new HttpError(403, ACCESS_DENIED);
        const state = quoteState(app, quote);
        if (state.conversion !== 'idle' || state.approval === 'Pending' || quote.approval_status)
          throw new HttpError(409, 'This request has already been processed.');
        const current = currentOrder(app, quote);
        const lines = current.lines.filter((l) => l.quantityOrdered > 0);
        if (lines.length === 0) throw new HttpError(400, 'You may not place an order with 0 items');
        const units = settingsOf(user.customer_number).workflow_currency === 'units';
        const amount = round2(lines.reduce((s, l) => s + (units ? (l.units ?? 0) : l.price) * l.quantityOrdered, 0));
        const body = objectBody(ctx);
        const department = text(body.department);
        const po = text(body.po);
        if (po && po.length > 22) throw new HttpError(400, 'PO number may be at most 22 characters.');
        const decision = decideLimit(
          { ...settingsOf(user.customer_number), departments: departmentLimits(app, user.customer_number) },
          (id) => workflowRows(app, userById(app, id)),
          user.id,
          [{ unit_type: ALL_TYPES, amount }],
          department,
          new Date().toISOString().slice(0, 10),
        );
        if (decision.over_maximum) throw new HttpError(400, decision.reasons[0]!);
        if (!decision.approval_required) throw new HttpError(400, NO_APPROVAL_NEEDED);
        const first = decision.steps[0]!;
        const approvals = approvalState(app);
        const request: CartRequest = {
          id: String(approvals.nextRequestId++),
          status: 'processing',
          order_type: 'q',
          quote_id: orderKey(quote.orderno, quote.ordersuf),
          cart_lines: lines.map((l, i) => {
            const subTotal = round2(l.price * l.quantityOrdered);
            return {
              id: String(l.lineNumber),
              sequence: i + 1,
              erp: l.erp,
              description: l.description,
              price: l.price,
              display_price: formatMoney(l.price),
              quantity: l.quantityOrdered,
              uom: l.uom,
              units: l.units,
              unit_type: null,
              line_sub_total: subTotal,
              line_sub_total_display: formatMoney(subTotal),
              quantity_available: 0,
            };
          }),
          sub_total: round2(lines.reduce((s, l) => s + l.price * l.quantityOrdered, 0)),
          total_units: lines.reduce((s, l) => s + (l.units ?? 0) * l.quantityOrdered, 0),
          estimated: quote.estimated,
          approvers: first.approvers.map((id) => person(app, id)),
          approver_id: first.approvers[0]!,
          steps: decision.steps,
          current_step: 1,
          reasons: decision.reasons,
          initiator: user.name,
          initiator_id: user.id,
          in_approval: true,
          resolve: null,
          created_on: new Date().toISOString(),
          customer_number: user.customer_number,
          session_id: `${user.session_id}-quote`,
          department: department
            ? {
                department_key: department,
                description:
                  settingsOf(user.customer_number).departments.find((d) => d.department_key === department)
                    ?.description ?? department,
              }
            : null,
          shipping_info: { ship_to_id: quote.shipTo.shipto },
          misc_info: { po, shipping_instructions: null, comments: null },
          comment: text(body.comment),
          ponum: po,
        };
        approvals.requests.set(request.id, request);
        logStep(app, request);
        state.approval = 'Pending';
        return request;
      },
    },
    {
      method: 'PUT',
      template: '/cart-request/advance/{approver_id}/{id}',
      handler: (ctx) => {
        const user = currentUser(ctx);
        if (ctx.params.approver_id !== String(user.id)) throw new HttpError(403, ACCESS_DENIED);
        const request = requestOf(app, ctx.params.id);
        assertResolvable(request, user);
        const body = objectBody(ctx);
        const po = text(body.po);
        if (po && po.length > 22) throw new HttpError(400, 'The purchase order number may not exceed 22 characters.');
        const advanced = advance(app, request, user, body.quantities, commentOf(body.comment));
        if (po) advanced.ponum = po;
        return advanced;
      },
    },
    {
      method: 'POST',
      template: '/authcart/{id}/reject',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const request = requestOf(app, ctx.params.id);
        assertResolvable(request, user);
        // The body is optional here: a bare POST rejects without a comment.
        const comment = ctx.body === undefined || ctx.body === null ? null : commentOf(objectBody(ctx).comment);
        return reject(app, request, user, comment);
      },
    },
    {
      method: 'PUT',
      template: '/cart-request/{id}',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const request = requestOf(app, ctx.params.id);
        if (request.initiator_id !== user.id) throw new HttpError(403, ACCESS_DENIED);
        const body = objectBody(ctx);
        if (body.comment !== undefined && request.in_approval)
          throw new HttpError(409, 'This request is still waiting for approval.');
        const updated = body.resubmit === true ? resubmit(app, request) : request;
        if (body.comment !== undefined) updated.comment = text(body.comment);
        return updated;
      },
    },
  ];
}
