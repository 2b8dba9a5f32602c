// Test-only: typed ERP answers of orders: history rows (POST /orders/history) and an order's detail
// (GET /order/{id}), an Acme order of the buyer unless overridden.
import type { ErpOrderDetail, ErpOrderDetailLine, ErpOrderListRow } from '../../erp/types.ts';

type Header = ErpOrderDetail['header'];

/** A history row; `n` makes its order number. */
export const erpOrderRow = (n: number, overrides: Partial<ErpOrderListRow> = {}): ErpOrderListRow => ({
  orderno: 700000 + n,
  ordersuf: 0,
  custno: '10001',
  custpo: `PO-${n}`,
  transtype: 'o',
  stagecd: 3,
  enterdt: `2026-10-${String((n % 28) + 1).padStart(2, '0')}`,
  totinvamt: 0,
  formattedInvAmt: '$0.00',
  totlineord: 10 * n,
  employeename: 'Bianca Buyer',
  approval_status: null,
  shipto: 'ST-1',
  ...overrides,
});

export const erpOrderLine = (lineNumber: number, overrides: Partial<ErpOrderDetailLine> = {}): ErpOrderDetailLine => ({
  lineNumber,
  itemNumber: `ITEM-${String(lineNumber).padStart(5, '0')}`,
  itemDescription1: `Item ${lineNumber}`,
  quantityOrdered: 4,
  quantityShipped: 0,
  quantityBackordered: 0,
  unitOfMeasure: 'EA',
  actualSellPrice: 12.5,
  displayPrice: '$12.50',
  totalLineAmount: 50,
  displayLineTotal: '$50.00',
  ...overrides,
});

/** An order's detail with `lines` (two by default); `header` overrides its header. */
export const erpOrderDetail = (
  orderNumber: number,
  header: Partial<Header> = {},
  lines: ErpOrderDetailLine[] = [erpOrderLine(1), erpOrderLine(2)],
  notes: string[] = [],
): ErpOrderDetail => ({
  header: {
    orderType: 'o',
    orderNumber,
    orderSuffix: 0,
    customerNumber: '10001',
    customerPurchaseOrderNumber: null,
    orderStatus: 1,
    entryDate: '2026-10-01',
    itemSalesAmount: 100,
    displayItemSalesAmount: '$100.00',
    totalSpecialCharges: 9.95,
    salesTaxAmount: 8,
    totalOrderValue: 117.95,
    displayTotalOrderValue: '$117.95',
    currencyDisplay: 'USD',
    estimatedPricing: false,
    shipToName: 'Acme Plant 1',
    shipToAddress1: '1 Main St',
    shipToCity: 'Akron',
    shipToState: 'OH',
    shipToZipCode: '44301',
    webData: { userId: 101, name: 'Bianca Buyer', approvalStatus: null, conversionStatus: 'idle' },
    udf: [{ label: 'Cost Center', value: 'CC-100' }],
    ...header,
  },
  lines,
  notes: notes.map((description, i) => ({ description, sequenceNumber: i + 1 })),
});

/** A quote of the buyer (order type q) with `header` overrides. */
export const erpQuote = (
  orderNumber: number,
  header: Partial<Header> = {},
  lines?: ErpOrderDetailLine[],
): ErpOrderDetail =>
  erpOrderDetail(orderNumber, { orderType: 'q', customerPurchaseOrderNumber: 'Q-CASE', ...header }, lines);
