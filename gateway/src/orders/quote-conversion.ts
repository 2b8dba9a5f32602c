import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpOrderDetail, ErpQuoteQuantities, ErpUser } from '../erp/types.ts';
import type { ConvertQuoteInput, UserError } from '../generated/resolvers-types.ts';
import { erpUserError, userError } from '../common/errors.ts';
import { viewerUser } from './access.ts';
import { formatOrderNumber, parseOrderNumber } from './order-codes.ts';
import { loadOrder } from './orders-provider.ts';
import { QUOTE_PO_MAX } from '@mro/rules/orders';
import { checkQuoteQuantities, QUOTE_MESSAGES, quoteBlock, type QuantityChange } from './quote-rules.ts';

/**
 * The order-limit check that runs after the quantities are posted and before the quote is converted.
 * It answers whether the quote must go to an approver instead (with the message to show); the
 * approval machinery (POST /user-approval-workflow/check-limit and cart requests) plugs in here.
 */
export type QuoteLimitCheck = (
  context: GatewayContext,
  quote: { order: ErpOrderDetail; user: ErpUser; quantities: QuantityChange[]; purchaseOrderNumber: string | null },
) => Promise<{ sentForApproval: false } | { sentForApproval: true; message: string }>;

/** A limit check ends the conversion with this error's message (for example over the company maximum). */
export class QuoteLimitError extends Error {}

/** Whether the customer requires a PO on the order a quote becomes; plugged in like the limit check. */
export type QuotePoRequirement = (context: GatewayContext) => Promise<boolean>;

export type ConvertQuoteResult = { order: ErpOrderDetail | null; confirmation: string | null; userErrors: UserError[] };

const failed = (error: UserError): ConvertQuoteResult => ({ order: null, confirmation: null, userErrors: [error] });
const today = () => new Date().toISOString().slice(0, 10);

/** Blocking rules, quantities posted first, the limit check when one is plugged in, then the conversion. */
export async function convertQuote(
  context: GatewayContext,
  input: ConvertQuoteInput,
  checkQuoteLimit: QuoteLimitCheck | null,
  poRequired: QuotePoRequirement | null = null,
): Promise<ConvertQuoteResult> {
  const principal = requirePrincipal(context);
  const po = input.purchaseOrderNumber?.trim() || null;
  if (po && po.length > QUOTE_PO_MAX)
    return failed(userError('INVALID_INPUT', QUOTE_MESSAGES.poTooLong, 'purchaseOrderNumber'));
  const parsed = parseOrderNumber(input.orderNumber);
  const quote = parsed ? await loadOrder(context, input.orderNumber) : null;
  if (!parsed || !quote) return failed(userError('NOT_FOUND', QUOTE_MESSAGES.notFound, 'orderNumber'));
  const user = await viewerUser(context);
  const block = quoteBlock(quote, user, today());
  if (block) return failed(block);
  const quantities = checkQuoteQuantities(quote, input.lines ?? []);
  if (quantities.errors.length > 0) return { order: null, confirmation: null, userErrors: quantities.errors };
  if (!po && poRequired && (await poRequired(context)))
    return failed(userError('INVALID_INPUT', QUOTE_MESSAGES.poRequired, 'purchaseOrderNumber'));

  try {
    if (quantities.changed.length > 0) {
      const body: { quote: ErpQuoteQuantities } = {
        quote: {
          order_number: Number(parsed.orderNumber),
          order_suffix: parsed.suffix,
          lines: quantities.changed.map((c) => ({ line_number: c.lineNumber, quantity: c.quantity })),
        },
      };
      await context.erp.post('/order/quote-quantities', { body });
    }
    if (checkQuoteLimit) {
      const limit = await checkQuoteLimit(context, {
        order: quote,
        user,
        quantities: quantities.changed,
        purchaseOrderNumber: po,
      });
      if (limit.sentForApproval) return { order: null, confirmation: limit.message, userErrors: [] };
    }
    const result = await context.erp.post('/order/convert_to_order', {
      body: {
        accounting_entity: principal.companyNumber,
        order_number: Number(parsed.orderNumber),
        order_suffix: parsed.suffix,
        po_number: po,
      },
    });
    if (result.successType !== 'y' || result.newOrderNumber === null) {
      const known =
        result.errorMessage === QUOTE_MESSAGES.zeroItems || result.errorMessage === QUOTE_MESSAGES.unableToConvert;
      return failed(userError('REJECTED', known ? (result.errorMessage as string) : QUOTE_MESSAGES.unableToOrder));
    }
    const number = formatOrderNumber(result.newOrderNumber, result.newOrderSuffix);
    const order = await loadOrder(context, number);
    return {
      order,
      confirmation: `Quote ${formatOrderNumber(parsed.orderNumber, parsed.suffix)} is now order ${number}.`,
      userErrors: [],
    };
  } catch (error) {
    if (error instanceof QuoteLimitError) return failed(userError('REJECTED', error.message));
    return failed({ ...erpUserError(error), message: QUOTE_MESSAGES.unableToConvert });
  }
}
