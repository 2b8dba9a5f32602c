import type { ErpUser } from '../erp/types.ts';
import type { GatewayContext } from '../context.ts';
import { forbidden } from '../common/errors.ts';
import { viewerUser } from './viewer.ts';
import { OPEN_BROWSE_CUSTOMERS } from '@mro/rules/multiview';

// Who may open which account and administration page (account-admin-calls §6). The web's account
// menu shows the same entries from the Viewer fields these feed; the resolvers refuse the rest.

export const isPunchOut = (user: ErpUser): boolean => user.user_type === 'punchout';
/** The open-browse user, or anyone buying for an open-browse customer (a staff user after a switch). */
/**
 * The request belongs to a punch-out session: one a procurement system started, or a punch-out user's
 * (however they logged in). If the user cannot be read, only the session's own mark counts.
 */
export const inPunchOutSession = async (context: GatewayContext): Promise<boolean> => {
  const principal = context.session && 'principal' in context.session ? context.session.principal : null;
  if (!principal) return false;
  if (principal.punchOut) return true;
  const user = await viewerUser(context).catch(() => null);
  return user !== null && isPunchOut(user);
};

export const isOpenBrowse = (user: ErpUser): boolean =>
  user.customer_type === 'open_browse' || OPEN_BROWSE_CUSTOMERS.includes(user.customer_number);
/** The CSR contact (top bar and profile): shown when a CSR e-mail exists and the user is not express (§6). */
export const csrContactOf = (user: ErpUser): { name: string; email: string } | null =>
  user.site_csr?.email && user.user_type !== 'express'
    ? { name: user.site_csr.name ?? '', email: user.site_csr.email }
    : null;

/** ROLE_SUPERADMIN also counts as admin. */
export const isAdmin = (user: ErpUser): boolean =>
  user.roles.includes('ROLE_ADMIN') || user.roles.includes('ROLE_SUPERADMIN');

/** Order approvals: administrators and supervisors who are not in punch-out. */
export const canApproveOrders = (user: ErpUser): boolean => (isAdmin(user) || user.is_supervisor) && !isPunchOut(user);

/** The account overview: account_overview, not buying as an open-browse customer. */
export const canViewAccountOverview = (user: ErpUser): boolean => Boolean(user.account_overview) && !isOpenBrowse(user);

/** The companies a non-staff user may buy for: their own and their allowed ones. */
export const allowedCompaniesOf = (user: ErpUser): { customerNumber: string; name: string }[] => {
  const companies = new Map((user.allowedCompanies ?? []).map((c) => [c.customerNumber, c.customerName]));
  if (!companies.has(user.default_customer_number))
    companies.set(user.default_customer_number, user.default_customer_number);
  return [...companies].map(([customerNumber, name]) => ({ customerNumber, name }));
};

/** can_multiview with staff status, a sales rep's customers or companies beyond their own (storefront §6). */
export const canSwitchCustomer = (user: ErpUser): boolean =>
  user.can_multiview === true &&
  (user.is_vallen === true || Boolean(user.rep_code) || allowedCompaniesOf(user).length > 1);

/** Another customer's data a user may see: staff any customer's, others only their allowed companies'. */
export const mayViewCustomer = (user: ErpUser, customerNumber: string): boolean =>
  user.customer_number === customerNumber ||
  user.is_vallen === true ||
  (user.can_multiview === true && allowedCompaniesOf(user).some((c) => c.customerNumber === customerNumber));

export const NO_APPROVALS = 'Order approvals are available to administrators and supervisors only.';

/** FORBIDDEN unless the viewer may open order approvals. */
export async function requireOrderApprover(context: GatewayContext): Promise<void> {
  if (!canApproveOrders(await viewerUser(context))) throw forbidden(NO_APPROVALS);
}
