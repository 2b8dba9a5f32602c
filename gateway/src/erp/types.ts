// Named ERP shapes, generated from erp-sandbox/openapi.yaml. Resolvers are typed against these
// through codegen mappers, so a contract change shows up as a type error here. The answers of
// calls come typed from the contract's paths (erp-api.ts); only shapes code names live here.
import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

export type ErpUser = Schemas['User'];
export type ErpUserSettings = Schemas['UserSettings'];
export type ErpCompanySettings = Schemas['CompanySettings'];
export type ErpSearchQuery = Schemas['SearchQuery'];
export type ErpSearchResult = Schemas['SearchResult'];
export type ErpSearchHit = Schemas['SearchHit'];
export type ErpProduct = Schemas['Product'];
export type ErpProductItem = Schemas['ProductItem'];
export type ErpVendor = Schemas['Vendor'];
export type ErpItemPricing = Schemas['ItemPricing'];
export type ErpCart = Schemas['Cart'];
export type ErpCartLine = Schemas['CartLine'];
export type ErpCartWrite = Schemas['CartWrite'];
export type ErpCartLineWrite = Schemas['CartLineWrite'];
export type ErpShipTo = Schemas['ShipTo'];
export type ErpShippingAddress = Schemas['ShippingAddress'];
export type ErpUserSetupRequest = Schemas['UserSetupRequest'];
export type ErpOrderSubmission = Schemas['OrderSubmission'];
export type ErpOrderConfirmation = Schemas['OrderConfirmation'];
export type ErpPurchaseOrderCheck = Schemas['PurchaseOrderCheck'];
export type ErpConfirmationLine = Schemas['ConfirmationLine'];
export type ErpOrderHistoryQuery = Schemas['OrderHistoryQuery'];
export type ErpOrderListRow = Schemas['OrderListRow'];
export type ErpOrderDetail = Schemas['OrderDetail'];
export type ErpOrderDetailLine = Schemas['OrderDetailLine'];
export type ErpLimitDecision = Schemas['LimitDecision'];
export type ErpCartRequest = Schemas['CartRequest'];
export type ErpApprover = Schemas['Approver'];
export type ErpPromoCode = Schemas['PromoCode'];
export type ErpApprovalLogEntry = Schemas['ApprovalLogEntry'];
export type ErpApprovalDecision = NonNullable<ErpCartRequest['decision']>;
export type ErpGifmRequest = Schemas['GifmRequest'];
export type ErpUdfProperty = Schemas['UdfProperty'];
export type ErpLineProperty = Schemas['LineProperty'];
export type ErpQuoteQuantities = Schemas['QuoteQuantities'];
export type ErpInvoice = Schemas['Invoice'];
export type ErpSummaryInvoiceHeader = Schemas['SummaryInvoiceHeader'];
export type ErpSummaryInvoiceLine = Schemas['SummaryInvoiceLine'];
export type ErpCustomerMaster = Schemas['CustomerMaster'];
export type ErpShoppingListSummary = Schemas['ShoppingListSummary'];
export type ErpShoppingList = Schemas['ShoppingList'];
export type ErpOrderPadItem = Schemas['OrderPadItem'];
export type ErpScan = Schemas['Scan'];
export type ErpScanWrite = Schemas['ScanWrite'];
export type ErpCdfRequest = Schemas['CdfRequest'];
export type ErpShoppingListItem = Schemas['ShoppingListItem'];
export type ErpShoppingListItemWrite = Schemas['ShoppingListItemWrite'];
export type ErpPaymentOption = Schemas['PaymentOption'];
export type ErpBillingInfo = Schemas['BillingInfo'];
export type ErpOrderQuote = Schemas['OrderQuote'];
export type ErpExpressCheck = Schemas['ExpressCheck'];
export type ErpCheckoutDepartments = Schemas['CheckoutDepartments'];
