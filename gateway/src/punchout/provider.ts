import type { GatewayContext } from '../context.ts';
import { invoiceForm, type ReturnForm, type TransferLine } from './return-forms.ts';

/** What other domains may ask of punch-out, through `context.providers.punchOut`. */
export type PunchOutProvider = {
  /**
   * The invoice version of the hook form for a submitted summary invoice, logged like a cart transfer;
   * null outside a hook-form punch-out session (cXML and OCI have no such message).
   */
  invoiceForm(
    invoice: { billingNumber: string; groupNumber: string },
    lines: readonly TransferLine[],
  ): Promise<ReturnForm | null>;
};

export const punchOutProvider = (context: GatewayContext): PunchOutProvider => ({
  invoiceForm: async (invoice, lines) => {
    const principal = context.session && 'principal' in context.session ? context.session.principal : null;
    if (principal?.punchOut?.format !== 'FORM') return null;
    await context.erp.post('/punchout-log', {
      body: { customer_number: principal.customerNumber, order_number: invoice.billingNumber.slice(0, 40) },
    });
    return invoiceForm(principal.punchOut, lines, invoice);
  },
});
