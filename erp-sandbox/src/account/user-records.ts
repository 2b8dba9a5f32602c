// What the store reads of the user at login and for the account pages by the user's id
// (account-admin-calls §7.1): the settings they work under. A user reads only their own, at the
// customer they buy for now; anyone else's answers 403.
import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, type Ctx, type Route } from '../app.ts';
import type { Schemas, StoredUser } from '../data/types.ts';
import { settingsOf } from '../approvals/workflow.ts';

/** The caller, when `id` is the caller's own id; 403 for anyone else. */
const ownUser = (ctx: Ctx): StoredUser => {
  const me = currentUser(ctx);
  if (ctx.params.id !== String(me.id)) throw new HttpError(403, ACCESS_DENIED);
  return me;
};

export function userRecordRoutes(): Route[] {
  return [
    {
      method: 'GET',
      template: '/user/settings/{id}/{customerNumber}',
      handler: (ctx): Schemas['UserSettings'] => {
        const me = ownUser(ctx);
        if (ctx.params.customerNumber !== me.customer_number) throw new HttpError(403, ACCESS_DENIED);
        const workflow = settingsOf(me.customer_number);
        return {
          user_id: me.id,
          customer_number: me.customer_number,
          workflow_approval: workflow.workflow_approval,
          workflow_currency: me.workflow_currency,
          workflow_limit_basis: workflow.workflow_limit_basis,
          workflow_dept_limit: workflow.workflow_dept_limit,
          item_whse: me.warehouse,
          catalog: [...me.catalog],
        };
      },
    },
  ];
}
