import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, type App, type Ctx, type Route } from '../app.ts';
import { priceLine } from '../cart/lines.ts';
import { mergeGuestCart } from '../cart/guest-merge.ts';
import type { Schemas, StoredUser } from '../data/types.ts';
import { approvalState } from './workflow.ts';
import { approvalLog, approve, assertResolvable, reject } from './resolution.ts';
import { commentOf } from './decision.ts';

type CartRequest = Schemas['CartRequest'];
export const STILL_IN_APPROVAL = 'This request is still waiting for approval.';

const requestOf = (app: App, id: string | undefined): CartRequest => {
  const request = approvalState(app).requests.get(id ?? '');
  if (!request) throw new HttpError(404, 'Cart request not found.');
  return request;
};

const selfOnly = (ctx: Ctx, id: string | undefined): StoredUser => {
  const user = currentUser(ctx);
  if (id !== String(user.id)) throw new HttpError(403, ACCESS_DENIED);
  return user;
};

const awaiting = (app: App, userId: number): CartRequest[] =>
  [...approvalState(app).requests.values()].filter((r) => r.in_approval && r.approvers.some((a) => a.id === userId));

const newestFirst = (list: CartRequest[]): CartRequest[] => list.sort((a, b) => Number(b.id) - Number(a.id));

const everApprover = (request: CartRequest, userId: number): boolean =>
  request.steps.some((s) => s.approvers.includes(userId));

/** The buyer's and the approver's sides of cart requests (cart-checkout-orders §4, §7). */
export function requestRoutes(app: App): Route[] {
  return [
    {
      method: 'GET',
      template: '/cart-request/check/{id}',
      handler: (ctx) => ({ count: awaiting(app, selfOnly(ctx, ctx.params.id).id).length }),
    },
    {
      method: 'GET',
      template: '/cart-request/requests/{id}',
      handler: (ctx) => {
        const user = selfOnly(ctx, ctx.params.id);
        if (ctx.query.get('role') === 'approver') return newestFirst(awaiting(app, user.id));
        return newestFirst([...approvalState(app).requests.values()].filter((r) => r.initiator_id === user.id));
      },
    },
    {
      method: 'PUT',
      template: '/cart-request/resolve/{approver_id}/{id}',
      handler: (ctx) => {
        const user = currentUser(ctx);
        if (ctx.params.approver_id !== String(user.id)) throw new HttpError(403, ACCESS_DENIED);
        const request = requestOf(app, ctx.params.id);
        assertResolvable(request, user);
        const body = objectBody(ctx);
        const comment = commentOf(body.comment);
        if (body.resolution === 'reject') return reject(app, request, user, comment);
        if (body.resolution !== 'approve') throw new HttpError(400, "resolution must be 'approve' or 'reject'.");
        // The PO of an earlier step, of the quote conversion or the buyer's stands unless the last approver gives one.
        const po =
          typeof body.po === 'string' && body.po.trim()
            ? body.po.trim()
            : (request.ponum ?? request.misc_info?.po ?? null);
        return approve(app, request, user, body.quantities, po, comment);
      },
    },
    {
      method: 'DELETE',
      template: '/cart-request/{id}',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const request = requestOf(app, ctx.params.id);
        if (request.initiator_id !== user.id) throw new HttpError(403, ACCESS_DENIED);
        if (request.in_approval) throw new HttpError(409, STILL_IN_APPROVAL);
        approvalState(app).requests.delete(request.id);
        return { deleted: true };
      },
    },
    {
      method: 'GET',
      template: '/cart-approval-log/{id}',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const request = requestOf(app, ctx.params.id);
        if (request.initiator_id !== user.id && !everApprover(request, user.id))
          throw new HttpError(403, ACCESS_DENIED);
        return approvalLog(app, request.id);
      },
    },
    {
      method: 'PUT',
      template: '/cart/{session_id}/merge/{cart_id}',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const guestMerge = mergeGuestCart(app, user, ctx.params.session_id!, ctx.params.cart_id!);
        if (guestMerge) return guestMerge;
        const cart = app.carts.get(ctx.params.session_id!);
        if (!cart) throw new HttpError(404, 'Cart not found.');
        const request = requestOf(app, ctx.params.cart_id);
        if (cart.ownerId !== user.id || request.initiator_id !== user.id) throw new HttpError(403, ACCESS_DENIED);
        const customer = app.ds.customers.get(user.customer_number)!;
        for (const line of request.cart_lines) {
          const same = cart.lines.find((l) => l.erp === line.erp && l.uom === line.uom);
          const quantity = line.quantity + (same?.quantity ?? 0);
          const priced = priceLine(
            app,
            customer,
            user.warehouse,
            { erp: line.erp, quantity, uom: line.uom },
            same?.id ?? String(cart.nextLineId++),
            0,
          );
          if (same) cart.lines[cart.lines.indexOf(same)] = priced;
          else cart.lines.push(priced);
        }
        cart.lines = cart.lines.map((l, i) => ({ ...l, sequence: i + 1 }));
        return { merged: request.cart_lines.length };
      },
    },
  ];
}
