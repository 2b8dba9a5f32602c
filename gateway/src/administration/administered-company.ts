// The company an administration page works on (account-admin-calls §6, issues 17 and 18): the viewer's
// own unless the client names another. A super administrator may name any company; a plain
// administrator only their own and allowed companies. The gateway refuses the rest whatever the
// client sends, and the ERP refuses them too.
import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import { forbidden } from '../common/errors.ts';
import type { ErpUser } from '../erp/types.ts';

export const NOT_ADMINISTERED = 'You cannot administer that company.';

export const isSuperAdmin = (user: ErpUser): boolean => user.roles.includes('ROLE_SUPERADMIN');

/** The companies a plain administrator administers: their own and their allowed ones, by number. */
export function reachableCompanies(user: ErpUser): Map<string, string> {
  const companies = new Map<string, string>([[user.customer_number, user.customer_name]]);
  companies.set(user.default_customer_number, companies.get(user.default_customer_number) ?? user.customer_name);
  for (const c of user.allowedCompanies ?? []) companies.set(c.customerNumber, c.customerName);
  return companies;
}

/** Whether the administrator `me` may administer the company. */
export const mayAdminister = (me: ErpUser, customerNumber: string): boolean =>
  isSuperAdmin(me) || reachableCompanies(me).has(customerNumber);

/** The company to work on: the viewer's own when none is named; FORBIDDEN for one they may not administer. */
export function administeredCompany(
  context: GatewayContext,
  me: ErpUser,
  requested: string | null | undefined,
): string {
  const own = requirePrincipal(context).customerNumber;
  const wanted = requested?.trim() ?? '';
  if (!wanted || wanted === own) return own;
  if (!/^\d{1,10}$/.test(wanted) || !mayAdminister(me, wanted)) throw forbidden(NOT_ADMINISTERED);
  return wanted;
}
