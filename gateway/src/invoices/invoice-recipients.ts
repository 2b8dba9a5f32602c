import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import { forbidden, toGraphQLError } from '../common/errors.ts';
import { NO_ACCESS, orderAccessOf } from '../auth/order-access.ts';
import { viewerUser } from '../auth/viewer.ts';

export type InvoiceRecipientModel = { name: string; email: string; isViewer: boolean };

/**
 * The e-mail invoice modal's choices: the viewer, then their company's active users by name — the
 * same people the ERP accepts as recipients of GET /invoices/send_invoice_email.
 */
export async function loadInvoiceRecipients(context: GatewayContext): Promise<InvoiceRecipientModel[]> {
  const principal = requirePrincipal(context);
  const user = await viewerUser(context);
  const access = orderAccessOf(user);
  if (!access.orderHistory && !access.openInvoices && !access.paidInvoices) throw forbidden(NO_ACCESS);
  try {
    const { users } = await context.erp.get('/users/{customerNumber}', {
      path: { customerNumber: principal.customerNumber },
    });
    const colleagues = users
      .filter((u) => u.username !== user.username)
      .map((u) => ({ name: u.name, email: u.username, isViewer: false }));
    return [{ name: user.name, email: user.username, isViewer: true }, ...colleagues];
  } catch (error) {
    throw toGraphQLError(error);
  }
}
