import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, type App, type Route } from '../app.ts';
import { userById } from '../users/directory.ts';
import { departmentLimits } from '../departments/store.ts';
import { round2 } from '../pricing/price.ts';
import type { Schemas, StoredUser } from '../data/types.ts';
import { ALL_TYPES, decideLimit, type LimitDecision, type SubTotal } from './limits.ts';
import { approvalState, settingsOf, workflowRows } from './workflow.ts';
import { logStep } from './resolution.ts';
import { startOver } from '../cart/start-over.ts';

type CartRequest = Schemas['CartRequest'];
const SESSION_RE = /^[A-Za-z0-9]{32}$/;
export const NO_APPROVAL_NEEDED = 'This order is within your limits and does not need approval.';

const today = (): string => new Date().toISOString().slice(0, 10);

const parseSubTotals = (raw: unknown): SubTotal[] => {
  if (!Array.isArray(raw)) throw new HttpError(400, 'sub_totals must be an array.');
  return raw.map((entry: unknown) => {
    const e = (entry ?? {}) as Record<string, unknown>;
    if (typeof e.amount !== 'number' || !Number.isFinite(e.amount) || e.amount < 0)
      throw new HttpError(400, 'Each subtotal needs an amount of 0 or more.');
    return { unit_type: typeof e.unit_type === 'string' && e.unit_type ? e.unit_type : ALL_TYPES, amount: e.amount };
  });
};

const decide = (app: App, user: StoredUser, subTotals: SubTotal[], department: string | null): LimitDecision =>
  decideLimit(
    { ...settingsOf(user.customer_number), departments: departmentLimits(app, user.customer_number) },
    (id) => workflowRows(app, userById(app, id)),
    user.id,
    subTotals,
    department,
    today(),
  );

const person = (app: App, id: number) => {
  const u = userById(app, id);
  return { id, name: u?.name ?? 'Unknown', username: u?.username ?? '' };
};

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

export function approvalRoutes(app: App): Route[] {
  return [
    {
      method: 'POST',
      template: '/user-approval-workflow/check-limit/{user_id}/{customer_number}',
      handler: (ctx) => {
        const user = currentUser(ctx);
        if (ctx.params.user_id !== String(user.id) || ctx.params.customer_number !== user.customer_number)
          throw new HttpError(403, ACCESS_DENIED);
        const body = objectBody(ctx);
        const decision = decide(app, user, parseSubTotals(body.sub_totals), text(body.department));
        return { ...decision, approvers: decision.steps[0]?.approvers.map((id) => person(app, id)) ?? [] };
      },
    },
    {
      method: 'POST',
      template: '/cart-request/{type}/{id}',
      handler: (ctx) => {
        const user = currentUser(ctx);
        // An order or a quote conversion sent for approval is still an order the user submits.
        if (!user.can_submit_orders) throw new HttpError(403, 'You are not allowed to submit orders.');
        const type = ctx.params.type;
        if (type !== 'order' && type !== 'quote')
          throw new HttpError(400, "The request type must be 'order' or 'quote'.");
        const body = objectBody(ctx);
        if (typeof body.order_session !== 'string' || !SESSION_RE.test(body.order_session)) {
          throw new HttpError(400, 'order_session must be 32 alphanumeric characters.');
        }
        const state = approvalState(app);
        const sessionKey = `${user.customer_number}|${body.order_session}`;
        const previous = state.requestSessions.get(sessionKey);
        if (previous) return state.requests.get(previous)!;
        const cart = app.carts.get(ctx.params.id!);
        if (!cart) throw new HttpError(404, 'Cart not found.');
        if (cart.ownerId !== user.id) throw new HttpError(403, ACCESS_DENIED);
        if (cart.lines.length === 0) throw new HttpError(400, 'The cart has no lines.');
        // The ERP recomputes the subtotals from its own prices; the caller's figures are not trusted.
        const units = settingsOf(user.customer_number).workflow_currency === 'units';
        const byType = new Map<string, number>();
        for (const line of cart.lines) {
          const value = units ? (line.units ?? 0) * line.quantity : line.line_sub_total;
          const key = line.unit_type ?? ALL_TYPES;
          byType.set(key, round2((byType.get(key) ?? 0) + value));
        }
        const department = text(body.department);
        const decision = decide(
          app,
          user,
          [...byType].map(([unit_type, amount]) => ({ unit_type, amount })),
          department,
        );
        if (decision.over_maximum) throw new HttpError(400, decision.reasons[0]!);
        if (!decision.approval_required) throw new HttpError(400, NO_APPROVAL_NEEDED);
        const first = decision.steps[0]!;
        const subTotal = round2(cart.lines.reduce((s, l) => s + l.line_sub_total, 0));
        const request: CartRequest = {
          id: String(state.nextRequestId++),
          status: 'processing',
          order_type: type === 'quote' ? 'q' : 'o',
          cart_lines: cart.lines.map((l, i) => ({ ...l, sequence: i + 1 })),
          sub_total: subTotal,
          total_units: cart.lines.reduce((s, l) => s + (l.units ?? 0) * l.quantity, 0),
          estimated: false,
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
          session_id: cart.session_id,
          department: department
            ? {
                department_key: department,
                description:
                  settingsOf(user.customer_number).departments.find((d) => d.department_key === department)
                    ?.description ?? department,
              }
            : null,
          shipping_info: cart.shipping_info,
          misc_info: cart.misc_info,
          comment: text(body.comment),
        };
        state.requests.set(request.id, request);
        logStep(app, request);
        state.requestSessions.set(sessionKey, request.id);
        // The request carries the order data now; the cart starts over without it.
        startOver(app, cart);
        return request;
      },
    },
    {
      method: 'GET',
      template: '/cart-request/{id}',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const request = approvalState(app).requests.get(ctx.params.id!);
        if (!request) throw new HttpError(404, 'Cart request not found.');
        const approver = request.approvers.some((a) => a.id === user.id);
        if (request.initiator_id !== user.id && !approver) throw new HttpError(403, ACCESS_DENIED);
        return request;
      },
    },
  ];
}
