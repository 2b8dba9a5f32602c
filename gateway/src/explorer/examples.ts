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
mutation AddToCart($erp: String!) {
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
  'orders: history': `query Orders {
  orderHistory(input: { page: 1, pageSize: 10 }) {
    totalCount nodes { orderNumber orderTypeLabel stageLabel enteredOn total { display } approvalStatus }
  }
}`,
};
