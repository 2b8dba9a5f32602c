import type { GatewayContext } from '../context.ts';
import type { ErpCart, ErpCartRequest, ErpLimitDecision } from '../erp/types.ts';
import { checkLimit, routeOverLimit } from './approvals-provider.ts';
import { QuoteLimitError, checkQuoteLimit, customerRequiresPo, type QuoteToConvert } from './quote-approval.ts';

/** What a quote's conversion may do next: go on, wait for the approvers (with the message to show), or stop. */
export type QuoteLimitOutcome =
  { sentForApproval: false } | { sentForApproval: true; message: string } | { refused: string };

/** What other domains may ask of the approval workflow, through `context.providers.approvals`. */
export type ApprovalsProvider = {
  /** The ERP's decision on the cart's subtotals against the buyer's limits. */
  checkLimit(cart: ErpCart, department: string | null): Promise<ErpLimitDecision>;
  /** Sends a cart over the buyer's limit to the approvers (null within the limits); refusals throw `OrderRefused`. */
  routeOverLimit(cart: ErpCart, orderSession: string): Promise<{ approval_request: ErpCartRequest } | null>;
  /** The order-limit check of a quote becoming an order (cart-checkout-orders §4 "Quote"). */
  checkQuoteLimit(quote: QuoteToConvert): Promise<QuoteLimitOutcome>;
  /** Whether the customer master requires a PO number on orders (a converted quote included). */
  customerRequiresPo(): Promise<boolean>;
};

export const approvalsProvider = (context: GatewayContext): ApprovalsProvider => ({
  checkLimit: (cart, department) => checkLimit(context, cart, department),
  routeOverLimit: (cart, orderSession) => routeOverLimit(context, cart, orderSession),
  checkQuoteLimit: async (quote) => {
    try {
      return await checkQuoteLimit(context, quote);
    } catch (error) {
      if (error instanceof QuoteLimitError) return { refused: error.message };
      throw error;
    }
  },
  customerRequiresPo: () => customerRequiresPo(context),
});
