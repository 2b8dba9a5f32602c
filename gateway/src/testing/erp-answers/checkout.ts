// Test-only: typed ERP answers of checkout (ship-tos, customer master, departments, the order's
// confirmation and estimate) and the answers every order-details write needs.
import type { FakeRoutes } from '../fake-erp.ts';
import type {
  ErpCheckoutDepartments,
  ErpCustomerMaster,
  ErpLimitDecision,
  ErpOrderConfirmation,
  ErpOrderQuote,
  ErpOrderSubmission,
  ErpPurchaseOrderCheck,
  ErpShipTo,
  ErpUdfProperty,
} from '../../erp/types.ts';

/** A ship-to of the customer; `n` makes its id and street. */
export const erpShipTo = (n: number, overrides: Partial<ErpShipTo> = {}): ErpShipTo => ({
  shipto: `ST-${n}`,
  display: `Plant ${n}, ${n} Main St, Akron OH`,
  poreqfl: false,
  name: `Acme Plant ${n}`,
  addr1: `${n} Main St`,
  city: 'Akron',
  state: 'OH',
  zip: '44301',
  ...overrides,
});

export const erpCustomerMaster = (overrides: Partial<ErpCustomerMaster> = {}): ErpCustomerMaster => ({
  customerNumber: '10001',
  customerName: 'Acme Manufacturing',
  customerNameAlt: null,
  addr: '1 Acme Way',
  addr2: null,
  addr3: null,
  city: 'Cleveland',
  state: 'OH',
  zipcd: '44101',
  po_required: false,
  ...overrides,
});

/** Acme's departments: optional (the workflow does not group by department). */
export const erpDepartments = (overrides: Partial<ErpCheckoutDepartments> = {}): ErpCheckoutDepartments => ({
  grouped: false,
  departments: [
    { department_key: 'MAINT', description: 'Maintenance' },
    { department_key: 'SAFETY', description: 'Safety' },
  ],
  ...overrides,
});

/** A header or line property the customer defines (GET /udf/{customer}). */
export const erpUdfField = (overrides: Partial<ErpUdfProperty> = {}): ErpUdfProperty => ({
  fieldName: 'release_number',
  fieldLabel: 'Release Number',
  inputType: 'text',
  dataType: null,
  required: false,
  mustValidate: false,
  options: [],
  validationGroup: null,
  dateFormat: null,
  minValue: null,
  maxValue: null,
  maxLength: 10,
  regExp: null,
  customerNumber: '10001',
  value: null,
  ...overrides,
});

/** What updateCheckoutDetails reads before it writes the cart: ship-tos, master, departments, header fields. */
export const orderDetailsRoutes = ({
  shipTos = [erpShipTo(1), erpShipTo(2, { poreqfl: true })],
  master = erpCustomerMaster(),
  departments = erpDepartments(),
  headerFields = [],
}: {
  shipTos?: ErpShipTo[];
  master?: ErpCustomerMaster;
  departments?: ErpCheckoutDepartments;
  headerFields?: ErpUdfProperty[];
} = {}): FakeRoutes => ({
  'GET /user/ship-tos/{id}': () => shipTos,
  'GET /user/customerMaster/{id}': () => master,
  'GET /company/departments/{customerNumber}': () => departments,
  'GET /udf/{customer}': () => headerFields,
  'GET /order/po-check': () => erpPurchaseOrderCheck(),
});

/** The ERP's PO check: free unless `openOrder` already carries the PO (then in the ERP's words). */
export const erpPurchaseOrderCheck = (po?: string, openOrder = '1000261-00'): ErpPurchaseOrderCheck =>
  po
    ? { in_use: true, message: `PO number ${po} is already on an open order (${openOrder}).`, order_number: openOrder }
    : { in_use: false, message: null, order_number: null };

/** The limit check's decision: within the limits unless `approval` is asked for. */
export const erpLimitDecision = (overrides: Partial<ErpLimitDecision> = {}): ErpLimitDecision => ({
  approval_required: false,
  over_maximum: false,
  basis: 'dollars',
  reasons: [],
  steps: [],
  approvers: [],
  ...overrides,
});

/** The ERP's confirmation of a placed order, figures from the submission's lines at `price` each. */
export const erpConfirmation = (
  submission: Pick<ErpOrderSubmission, 'order_lines'> & Partial<ErpOrderSubmission>,
  {
    number = '700123',
    price = 12.5,
    shipping = 9.95,
    taxRate = 0.08,
    discount = 0,
    paymentTitle = null as string | null,
  } = {},
): ErpOrderConfirmation => {
  const lines = submission.order_lines.map((line, i) => ({
    line_number: i + 1,
    erp: line.erp,
    description: line.description ?? line.erp,
    price,
    display_price: `$${price.toFixed(2)}`,
    unit_of_measure: line.unit_of_measure ?? 'EA',
    order_quantity: line.order_quantity,
    line_total: Math.round(price * line.order_quantity * 100) / 100,
  }));
  const sales = lines.reduce((sum, line) => sum + line.line_total, 0);
  const tax = Math.round((sales - discount) * taxRate * 100) / 100;
  const total = Math.round((sales - discount + shipping + tax) * 100) / 100;
  return {
    order_type: submission.order_type ?? 'o',
    order_number: number,
    order_suffix: 0,
    estimated_pricing: false,
    ship_to_company: submission.ship_to_company ?? 'Acme Plant 1',
    ship_to_address_1: submission.ship_to_address_1 ?? '1 Main St',
    ship_to_city: submission.ship_to_city ?? 'Akron',
    ship_to_state: submission.ship_to_state ?? 'OH',
    ship_to_zip: submission.ship_to_zip ?? '44301',
    sales_amount: sales,
    display_sales_amount: `$${sales.toFixed(2)}`,
    sales_tax_amount: tax,
    shipping_amount: shipping,
    discount_amount: discount,
    total_order_value: total,
    display_total_order_value: `$${total.toFixed(2)}`,
    display_total_invoice_amount: `$${total.toFixed(2)}`,
    total_units_amount: 0,
    payment_title: paymentTitle,
    customer_po_number: submission.customer_po_number ?? null,
    instructions: submission.instructions ?? null,
    comments: submission.comments ?? null,
    order_lines: lines,
  };
};

/** The review's estimate (POST /order/quote). */
export const erpOrderQuote = (
  subTotal: number,
  { shipping = 9.95, tax = 2.5, discount = 0, freeFreight = false } = {},
): ErpOrderQuote => {
  const freight = freeFreight ? 0 : shipping;
  const total = Math.round((subTotal - discount + freight + tax) * 100) / 100;
  return {
    sub_total: subTotal,
    discount,
    shipping: freight,
    tax,
    total,
    free_freight: freeFreight,
    display_shipping: `$${freight.toFixed(2)}`,
    display_tax: `$${tax.toFixed(2)}`,
    display_total: `$${total.toFixed(2)}`,
  };
};
