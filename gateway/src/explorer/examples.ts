// Example operations shown in the explorer, one or more per domain.
export const EXAMPLES: Record<string, string> = {
  'account: who am I': `query Viewer {
  viewer { id username name customerNumber customerName roles amountMode sessionMode
    catalogs { key name } permissions { canSubmitOrders canViewOrderHistory } }
}`,
  'auth: log out': `mutation Logout {
  logout { loggedOut }
}`,
  'auth: log in': `mutation Login {
  login(input: { username: "buyer@acme.example", password: "Demo1234!" }) {
    viewer { name customerNumber }
    userErrors { field message code }
  }
}`,
  'catalog: search with prices': `query Search {
  productSearch(input: { query: "gloves", sort: RELEVANCE }) {
    totalCount page pageSize
    nodes { slug heading brand items { erp description unitOfMeasure
      price { amount { display } availability purchasable } } }
  }
}`,
  'catalog: product': `# Uses the first slug of the last result that had one (run the search first).
query Product($slug: String!) {
  product(slug: $slug) {
    heading brand description specifications { title value }
    items { erp vendorPartNumber price { amount { display } unitPrices { unitOfMeasure amount { display } } } }
  }
}`,
  'cart: add to cart': `# Uses the first item number (erp) of the last result that had one.
mutation AddToCart($erp: ID!) {
  addCartLines(input: { lines: [{ erp: $erp, quantity: 2 }] }) {
    cart { itemCount subtotal { display } }
    userErrors { field message code }
  }
}`,
  'cart: my cart': `query Cart {
  cart { id lineCount itemCount subtotal { display }
    lines(offset: 0, limit: 20) { id erp description quantity unitPrice { display } lineTotal { display } } }
}`,
  'checkout: ship-tos': `query ShipTos {
  shipTos { id label purchaseOrderRequired address { line1 city state zip } }
}`,
  'payment: how I may pay': `query PaymentOptions {
  paymentOptions { savedCards { token title isDefault } newCardToken cardRequired cardsDisabled billingEditable billTo { line1 city } expirationYears }
  cart { billing { byCard cardTitle sameAsShipping } }
}`,
  'checkout: shipping and tax estimate, express checkout': `query Estimate {
  orderEstimate { estimate { shipping { display } tax { display } total { display } freeFreight } message }
  expressCheckout { available reason paymentTitle shipTo { line1 city } purchaseOrderRequired }
}`,
  'orders: history': `query Orders {
  orderHistory(input: { page: 1, pageSize: 10 }) {
    totalCount nodes { orderNumber orderTypeLabel stageLabel enteredOn total { display } approvalStatus }
  }
}`,
  'catalog: departments and categories': `query Categories {
  categoryTree { departments { name productCount categories { name productCount } } }
}`,
  'catalog: brands': `query Brands {
  brands { name slug letter productCount }
}`,
  'catalog: search box suggestions': `query Suggestions {
  searchSuggestions(query: "glov") { products { slug heading } brands categories }
}`,
  'cart: apply a promo code': `mutation ApplyPromo {
  applyPromoCode(input: { code: "SAVE10" }) { cart { subtotal { display } } userErrors { field message code } }
}`,
  'orders: what I may see': `query OrderAccess {
  orderAccess { orderHistory allOrders reviewQuotes openInvoices paidInvoices summaryInvoices }
}`,
  'invoices: open invoices': `query OpenInvoices {
  invoices(input: { status: OPEN, page: 1, pageSize: 10 }) {
    totalCount nodes { invoiceNumber orderNumber invoiceDate dueDate agingBucket balance { display } }
  }
}`,
  'approvals: my requests and the approver desk': `query Approvals {
  myCartRequests { id status step stepCount subtotal { display } createdOn }
  pendingApprovals { id status subtotal { display } lineCount }
  approvalsAwaitingCount
}`,
  'registration: look up a customer number': `query RegistrationCustomer {
  registrationCustomer(customerNumber: "10001") { customer { customerNumber name } userErrors { field message code } }
}`,
  'registration: application options': `query ApplicationOptions {
  customerApplicationOptions { businessTypes employeeRanges mroSpendRanges services verticals }
}`,
  'content: the store brand': `query StoreBrand {
  storeBrand { key name supportEmail supportPhone }
}`,
};
