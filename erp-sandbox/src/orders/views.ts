import { formatMoney, round2 } from '../pricing/price.ts';
import type { Order, Schemas } from '../data/types.ts';

const LABELS: Record<string, string> = {
  o: 'Order',
  q: 'Quote',
  b: 'Backorder',
  d: 'Direct',
  f: 'Future',
  s: 'Standing',
  k: 'Blanket',
  c: 'Counter Sale',
  cr: 'Correction',
  r: 'Return',
};

const lineTotal = (o: Order): number => round2(o.lines.reduce((s, l) => s + l.price * l.quantityOrdered, 0));
/** What the order comes to: goods less discount, plus freight and tax (the detail's total order value). */
const orderTotal = (o: Order): number => round2(lineTotal(o) - (o.discount ?? 0) + (o.freight ?? 0) + o.tax);
/** What the invoice charged: the order's total once invoiced, else zero (the list falls back to line totals). */
const invoiceTotal = (o: Order): number => (o.invoicedt ? orderTotal(o) : 0);

export function listRow(o: Order): Schemas['OrderListRow'] {
  const inv = invoiceTotal(o);
  const lines = lineTotal(o);
  return {
    orderno: o.orderno,
    ordersuf: o.ordersuf,
    custno: o.custno,
    custpo: o.custpo,
    transtype: o.transtype,
    stagecd: o.stagecd,
    enterdt: o.enterdt,
    shipdt: o.shipdt,
    invoicedt: o.invoicedt,
    canceldt: o.canceldt,
    totinvamt: inv,
    formattedInvAmt: formatMoney(inv || lines),
    totlineord: lines,
    employeename: o.employeename,
    approval_status: o.approval_status,
    shipto: o.shipTo.shipto,
    hold_reason: o.hold_reason ?? null,
  };
}

/** The row with what a spend report reads (OrderHistoryQuery.withLines). */
export const listRowWithLines = (o: Order): Schemas['OrderListRow'] => ({
  ...listRow(o),
  user_id: o.userId,
  department: o.department ?? null,
  lines: o.lines.map((l) => ({
    item_number: l.erp,
    quantity: l.quantityOrdered,
    amount: round2(l.price * l.quantityOrdered),
  })),
});

/** User-defined header fields the customer captures on its orders. */
const udf = (o: Order): { label: string; value: string }[] => [
  { label: 'Cost Center', value: `CC-${o.shipTo.shipto}` },
  ...(o.employeename ? [{ label: 'Requisitioner', value: o.employeename }] : []),
];

export function detail(
  o: Order,
  customerName: string | null,
  conversion: 'idle' | 'running' | 'converted' = 'idle',
): Schemas['OrderDetail'] {
  const sales = lineTotal(o);
  const total = orderTotal(o);
  return {
    header: {
      orderType: o.transtype,
      orderLabel: LABELS[o.transtype] ?? null,
      orderNumber: o.orderno,
      orderSuffix: o.ordersuf,
      companyNumber: 1,
      customerNumber: o.custno,
      customerPurchaseOrderNumber: o.custpo,
      customerName,
      orderStatus: o.stagecd,
      holdReason: o.hold_reason ?? null,
      entryDate: o.enterdt,
      promiseDate: o.promisedt,
      shipConfirmDate: o.shipdt,
      invoiceDate: o.invoicedt,
      cancelDate: o.canceldt,
      carrierCode: o.carrierCode,
      proNumber: o.proNumber,
      trackingUrl: o.trackingUrl,
      itemSalesAmount: sales,
      displayItemSalesAmount: formatMoney(sales),
      totalSpecialCharges: o.freight ?? 0,
      salesTaxAmount: o.tax,
      discountAmountTrading: o.discount ?? 0,
      totalOrderValue: total,
      displayTotalOrderValue: formatMoney(total),
      invoiceAmount: invoiceTotal(o),
      currencyDisplay: 'USD',
      estimatedPricing: o.estimated,
      shipToName: o.shipTo.name,
      shipToAddress1: o.shipTo.addr1,
      shipToAddress2: o.shipTo.addr2 ?? null,
      shipToCity: o.shipTo.city,
      shipToState: o.shipTo.state,
      shipToZipCode: o.shipTo.zip,
      webData: {
        userId: o.userId,
        name: o.employeename,
        email: o.email,
        approvalStatus: o.approval_status,
        totalUnits: o.lines.reduce((t, l) => t + (l.units ?? 0) * l.quantityOrdered, 0),
        conversionStatus: conversion,
      },
      udf: udf(o),
    },
    lines: o.lines.map((l) => {
      const t = round2(l.price * l.quantityOrdered);
      return {
        lineNumber: l.lineNumber,
        displayItemNo: l.erp,
        itemNumber: l.erp,
        itemDescription1: l.description,
        itemDescription2: null,
        quantityOrdered: l.quantityOrdered,
        quantityShipped: l.quantityShipped,
        quantityBackordered: l.quantityBackordered,
        unitOfMeasure: l.uom,
        actualSellPrice: l.price,
        displayPrice: formatMoney(l.price),
        totalLineAmount: t,
        displayLineTotal: formatMoney(t),
      };
    }),
    notes: o.notes.map((description, i) => ({ description, sequenceNumber: i + 1 })),
  };
}
