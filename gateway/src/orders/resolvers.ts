import type { Resolvers } from '../generated/resolvers-types.ts';
import { amount } from '../common/amount.ts';
import { requirePrincipal } from '../context.ts';
import { formatOrderNumber, orderTypeLabel, orderTypeOf, stageOf } from './order-codes.ts';
import { loadOrder, loadOrderHistory } from './orders-provider.ts';

export const ordersResolvers: Resolvers = {
  Query: {
    orderHistory: (_parent, { input }, context) => loadOrderHistory(context, input ?? {}),
    order: (_parent, { orderNumber }, context) => loadOrder(context, orderNumber),
  },
  OrderSummary: {
    orderNumber: (row) => formatOrderNumber(row.orderno, row.ordersuf),
    purchaseOrderNumber: (row) => row.custpo ?? null,
    orderType: (row) => orderTypeOf(row.transtype),
    orderTypeLabel: (row) => orderTypeLabel(row.transtype),
    stage: (row) => stageOf(row.stagecd).stage,
    stageLabel: (row) => stageOf(row.stagecd).label,
    enteredOn: (row) => row.enterdt,
    // The invoice total is zero until invoicing; the line total stands in for it.
    total: (row, _args, context) => amount(row.totinvamt || row.totlineord, requirePrincipal(context).amountMode),
    placedBy: (row) => row.employeename ?? null,
    approvalStatus: (row) => row.approval_status ?? null,
  },
  Order: {
    orderNumber: (order) => formatOrderNumber(order.header.orderNumber, order.header.orderSuffix),
    orderType: (order) => orderTypeOf(order.header.orderType),
    stage: (order) => stageOf(order.header.orderStatus).stage,
    stageLabel: (order) => stageOf(order.header.orderStatus).label,
    purchaseOrderNumber: (order) => order.header.customerPurchaseOrderNumber ?? null,
    enteredOn: (order) => order.header.entryDate,
    shipTo: ({ header }) => ({
      name: header.shipToName,
      line1: header.shipToAddress1,
      line2: header.shipToAddress2 ?? null,
      city: header.shipToCity,
      state: header.shipToState,
      zip: header.shipToZipCode,
    }),
    subtotal: (order, _args, context) => amount(order.header.itemSalesAmount, requirePrincipal(context).amountMode),
    tax: (order, _args, context) => amount(order.header.salesTaxAmount, requirePrincipal(context).amountMode),
    shipping: (order, _args, context) => amount(order.header.totalSpecialCharges, requirePrincipal(context).amountMode),
    total: (order, _args, context) => amount(order.header.totalOrderValue, requirePrincipal(context).amountMode),
    estimatedPricing: (order) => order.header.estimatedPricing,
    lines: (order) => order.lines,
  },
  OrderLine: {
    erp: (line) => line.itemNumber,
    description: (line) => [line.itemDescription1, line.itemDescription2].filter(Boolean).join(' '),
    unitPrice: (line, _args, context) => amount(line.actualSellPrice, requirePrincipal(context).amountMode),
    lineTotal: (line, _args, context) => amount(line.totalLineAmount, requirePrincipal(context).amountMode),
  },
};
