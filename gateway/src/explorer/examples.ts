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
  'guest: open browse': `# Log out first: a guest browses and buys as the open-browse customer.
query OpenBrowse {
  openBrowse { enabled catalog }
  productSearch(input: { query: "gloves" }) { totalCount nodes { heading items { erp price { amount { display } availability } } } }
}`,
  'guest: place a guest order': `# As a guest with a cart (run "cart: add to cart" while logged out first).
mutation PlaceGuestOrder {
  placeGuestOrder(input: { idempotencyKey: "GuestExample00000000000000000001", contactName: "Gail Guest",
    contactEmail: "gail@example.com", address1: "1 Main St", city: "Tulsa", state: "OK", zip: "74103" }) {
    order { orderNumber total { display } }
    userErrors { field message code }
  }
}`,
  'cart: add to cart': `# Uses the first item number (erp) of the last result that had one.
mutation AddToCart($erp: ID!) {
  addCartLines(input: { lines: [{ erp: $erp, quantity: 2 }] }) {
    cart { itemCount subtotal { display } }
    userErrors { field message code }
  }
}`,
  'cart: share cart': `# Shares the cart as it is now with a colleague, who gets a mail with the link.
mutation ShareCart {
  shareCart(input: { recipients: ["approver@acme.example"] }) {
    sharedCart { id lineCount subtotal { display } }
    recipients { name }
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
  'catalog: all values of a facet group': `query FacetValues {
  facetValues(input: { query: "gloves" }, kind: VENDOR) { name totalValueCount values { value label count } }
}`,
  'catalog: stored search filter (/eb/)': `query SearchFilter {
  searchFilter(slug: "safety-gloves") { title query department vendors filters { attribute value } }
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
  'gifm: what I may request': `query GetItForMe {
  getItForMe { quotes nonStockOrders lastPaidRequired unitsOfMeasure { code label } }
  myGetItForMeRequests { id kind orderNumber withdrawn items { manufacturer quantity unitOfMeasure } }
}`,
  'gifm: request a quote for a non-stock item': `mutation RequestQuote {
  submitGetItForMeRequest(input: { kind: QUOTE, items: [{ manufacturer: "Acme Valves", partNumber: "AV-100",
    description: "Brass ball valve, 1/2 in", quantity: 4, unitOfMeasure: "EA" }] }) {
    confirmation request { id orderNumber } userErrors { field message code }
  }
}`,
  'orders: convert a quote (over the limit it goes to approval)': `# Put one of your quote numbers (orderHistory with orderType: QUOTE) in the variables.
mutation ConvertQuote($orderNumber: String!) {
  convertQuote(input: { orderNumber: $orderNumber, purchaseOrderNumber: "PO-1" }) {
    confirmation order { orderNumber } userErrors { field message code }
  }
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
  'lists: my shopping lists': `query ShoppingLists {
  shoppingLists(input: { page: 1, pageSize: 10 }) {
    totalCount canExport
    nodes { id name isPublic owner { name } itemCount shareCount updatedOn canDelete }
  }
}`,
  'lists: a list with prices': `# The buyer's seeded list 1001; every item is priced in one pricing call.
query ShoppingList {
  shoppingList(id: "1001") {
    name description isPublic canEditItems canShare tags shares { username name }
    items { id erp description quantity unitOfMeasure tags unitPrice { display } purchasable }
  }
}`,
  'lists: create a list with an item': `# Uses the first item number (erp) of the last result that had one.
mutation CreateShoppingList($erp: ID!) {
  createShoppingList(input: { name: "Explorer list", items: [{ erp: $erp, quantity: 2 }] }) {
    shoppingList { id name itemCount }
    message
    userErrors { field message code }
  }
}`,
  'content: locations and resale certificates': `query PublicContent {
  locations { title addr1 city state zip phone mapUrl }
  resourceDocuments(collection: RESALE_EXEMPTION_CERTIFICATES) { group title url }
  regionalSite { country name url }
}`,
};
