import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpOrderDetail, ErpQuoteQuantities } from '../erp/types.ts';
import type { ConvertQuoteInput, UserError } from '../generated/resolvers-types.ts';
import { erpUserError, userError } from '../common/errors.ts';
import { viewerUser } from '../auth/viewer.ts';
import { formatOrderNumber, parseOrderNumber } from '../common/order-codes.ts';
import { loadOrder } from './orders-provider.ts';
import { QUOTE_PO_MAX } from '@mro/rules/orders';
import { checkQuoteQuantities, QUOTE_MESSAGES, quoteBlock } from './quote-rules.ts';

export type ConvertQuoteResult = { order: ErpOrderDetail | null; confirmation: string | null; userErrors: UserError[] };

const failed = (error: UserError): ConvertQuoteResult => ({ order: null, confirmation: null, userErrors: [error] });
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Blocking rules, quantities posted first (a failed post stops there, with its own message), then the approval workflow's limit check (which may send the
 * quote to the approvers instead), then the conversion.
 */
export async function convertQuote(context: GatewayContext, input: ConvertQuoteInput): Promise<ConvertQuoteResult> {
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
  if (!po && (await context.providers.approvals.customerRequiresPo()))
    return failed(userError('INVALID_INPUT', QUOTE_MESSAGES.poRequired, 'purchaseOrderNumber'));

  if (quantities.changed.length > 0) {
    const body: { quote: ErpQuoteQuantities } = {
      quote: {
        order_number: Number(parsed.orderNumber),
        order_suffix: parsed.suffix,
        lines: quantities.changed.map((c) => ({ line_number: c.lineNumber, quantity: c.quantity })),
      },
    };
    try {
      await context.erp.post('/order/quote-quantities', { body });
    } catch (error) {
      return failed({ ...erpUserError(error), message: QUOTE_MESSAGES.quantitiesNotUpdated });
    }
  }
  try {
    const limit = await context.providers.approvals.checkQuoteLimit({
      order: quote,
      user,
      quantities: quantities.changed,
      purchaseOrderNumber: po,
    });
    if ('refused' in limit) return failed(userError('REJECTED', limit.refused));
    if (limit.sentForApproval) return { order: null, confirmation: limit.message, userErrors: [] };
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
    return failed({ ...erpUserError(error), message: QUOTE_MESSAGES.unableToConvert });
  }
}
