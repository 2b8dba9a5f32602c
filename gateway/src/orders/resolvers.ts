import { buyAgain } from './buy-again.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { amount } from '../common/amount.ts';
import { requirePrincipal } from '../context.ts';
import { loadOrderAccess } from '../auth/order-access.ts';
import { viewerUser } from '../auth/viewer.ts';
import { formatOrderNumber, orderTypeLabel, orderTypeOf, stageOf, ON_HOLD_LABEL } from '../common/order-codes.ts';
import { loadOrderForViewer, loadOrderHistory } from './orders-provider.ts';
import { convertQuote } from './quote-conversion.ts';
import { quoteBlock } from './quote-rules.ts';
import { shippingStatus } from './shipping-status.ts';
import { orderDetailShipTo } from '../erp/addresses.ts';

const today = () => new Date().toISOString().slice(0, 10);

export const ordersResolvers: Resolvers = {
  Query: {
    orderHistory: (_parent, { input }, context) => loadOrderHistory(context, input ?? {}),
    order: (_parent, { orderNumber }, context) => loadOrderForViewer(context, orderNumber),
    orderAccess: (_parent, _args, context) => loadOrderAccess(context),
  },
  Mutation: {
    convertQuote: (_parent, { input }, context) => convertQuote(context, input),
    buyAgain: (_parent, { input }, context) => buyAgain(context, input),
  },
  OrderSummary: {
    orderNumber: (row) => formatOrderNumber(row.orderno, row.ordersuf),
    purchaseOrderNumber: (row) => row.custpo ?? null,
    orderType: (row) => orderTypeOf(row.transtype),
    orderTypeLabel: (row) => orderTypeLabel(row.transtype),
    stage: (row) => stageOf(row.stagecd).stage,
    stageLabel: (row) => (row.hold_reason ? ON_HOLD_LABEL : stageOf(row.stagecd).label),
    onHold: (row) => Boolean(row.hold_reason),
    holdReason: (row) => row.hold_reason ?? null,
    enteredOn: (row) => row.enterdt,
    // The invoice total is zero until invoicing; the line total stands in for it.
    total: (row, _args, context) => amount(row.totinvamt || row.totlineord, requirePrincipal(context).amountMode),
    linesTotal: (row, _args, context) => amount(row.totlineord, requirePrincipal(context).amountMode),
    // The invoice total is zero until invoicing (the ERP's list row); zero is no invoice, not a free order.
    invoiceTotal: (row, _args, context) =>
      row.invoicedt && row.totinvamt ? amount(row.totinvamt, requirePrincipal(context).amountMode) : null,
    placedBy: (row) => row.employeename ?? null,
    approvalStatus: (row) => row.approval_status ?? null,
    shipTo: (row) => row.shipto ?? null,
    shippedOn: (row) => row.shipdt ?? null,
    invoicedOn: (row) => row.invoicedt ?? null,
  },
  Order: {
    orderNumber: (order) => formatOrderNumber(order.header.orderNumber, order.header.orderSuffix),
    orderType: (order) => orderTypeOf(order.header.orderType),
    orderTypeLabel: (order) => orderTypeLabel(order.header.orderType),
    stage: (order) => stageOf(order.header.orderStatus).stage,
    stageLabel: (order) => (order.header.holdReason ? ON_HOLD_LABEL : stageOf(order.header.orderStatus).label),
    onHold: (order) => Boolean(order.header.holdReason),
    holdReason: (order) => order.header.holdReason ?? null,
    purchaseOrderNumber: (order) => order.header.customerPurchaseOrderNumber ?? null,
    enteredOn: (order) => order.header.entryDate,
    customerName: (order) => order.header.customerName ?? null,
    promisedOn: (order) => order.header.promiseDate ?? null,
    shippedOn: (order) => order.header.shipConfirmDate ?? null,
    invoicedOn: (order) => order.header.invoiceDate ?? null,
    cancelOn: (order) => order.header.cancelDate ?? null,
    placedBy: (order) => order.header.webData?.name ?? null,
    approvalStatus: (order) => order.header.webData?.approvalStatus ?? null,
    shipTo: ({ header }) => orderDetailShipTo(header),
    subtotal: (order, _args, context) => amount(order.header.itemSalesAmount, requirePrincipal(context).amountMode),
    tax: (order, _args, context) => amount(order.header.salesTaxAmount, requirePrincipal(context).amountMode),
    shipping: (order, _args, context) => amount(order.header.totalSpecialCharges, requirePrincipal(context).amountMode),
    total: (order, _args, context) => amount(order.header.totalOrderValue, requirePrincipal(context).amountMode),
    estimatedPricing: (order) => order.header.estimatedPricing,
    lines: (order) => order.lines,
    notes: (order) => [...order.notes].sort((a, b) => a.sequenceNumber - b.sequenceNumber).map((n) => n.description),
    userDefinedFields: (order) => order.header.udf ?? [],
    shippingStatus: ({ header }) => shippingStatus(header.orderStatus, header.carrierCode, header.proNumber),
    quoteConversion: async (order, _args, context) => {
      if (orderTypeOf(order.header.orderType) !== 'QUOTE') return null;
      const block = quoteBlock(order, await viewerUser(context), today());
      return {
        allowed: block === null,
        blockedReason: block?.message ?? null,
        purchaseOrderRequired: await context.providers.approvals.customerRequiresPo(),
      };
    },
  },
  OrderLine: {
    erp: (line) => line.itemNumber,
    description: (line) => [line.itemDescription1, line.itemDescription2].filter(Boolean).join(' '),
    unitPrice: (line, _args, context) => amount(line.actualSellPrice, requirePrincipal(context).amountMode),
    lineTotal: (line, _args, context) => amount(line.totalLineAmount, requirePrincipal(context).amountMode),
  },
};
