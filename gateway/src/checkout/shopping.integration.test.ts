import { describe, expect } from 'vitest';
import { it } from '../testing/fixtures.ts';
import { cartWorth, chooseShipTo, emptyCart, orderKey, purchasableItems } from '../testing/shopping-steps.ts';

// The real path of shopping, on the stack every integration file shares: state the sandbox keeps
// across calls (the cart, the order in the history, an approval round trip, a card charged). The
// rules, mappings and error paths of these domains are unit tests beside their code. The stack is
// shared, so each test empties the cart it fills and reads figures relative to a before-value.

// The spec's message (approvals/quote-approval.ts; a domain imports no other domain).
const QUOTE_SENT_FOR_APPROVAL =
  'Your request to convert this quote has been sent to your approver. You will receive an e-mail once it is approved.';
const HISTORY =
  '{ orderHistory(input: { page: 1, pageSize: 10 }) { totalCount nodes { orderNumber total { value display } } } }';
type Figures = { shipping: { value: number }; tax: { value: number }; total: { value: number } };
type Order = Figures & { orderNumber: string; subtotal: { value: number; display: string } };
const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) {
  order { orderNumber paymentTitle onHold subtotal { value display } shipping { value } tax { value } total { value } }
  approvalRequest { id } userErrors { field message code } } }`;
type Placed = {
  placeOrder: {
    order: (Order & { paymentTitle: string | null; onHold: boolean }) | null;
    approvalRequest: { id: string } | null;
    userErrors: unknown[];
  };
};

describe('buyer journey', () => {
  it('adds 2 of an item, checks out and finds the order in the history with the same total', async ({ buyer }) => {
    await emptyCart(buyer);
    const item = (await purchasableItems(buyer)).find((candidate) => (candidate.price?.amount?.value ?? 0) < 100)!;
    const added = await buyer.gql<{
      addCartLines: {
        cart: { lines: { erp: string; quantity: number; unitPrice: { value: number } }[]; subtotal: { value: number } };
      };
    }>(
      'mutation A($input: AddCartLinesInput!) { addCartLines(input: $input) { cart { subtotal { value } lines { erp quantity unitPrice { value } } } } }',
      { input: { lines: [{ erp: item.erp, quantity: 2 }] } },
    );
    const cart = added.data!.addCartLines.cart;
    expect(cart.lines).toEqual([{ erp: item.erp, quantity: 2, unitPrice: { value: item.price!.amount!.value } }]);
    await chooseShipTo(buyer, { purchaseOrderNumber: 'PO-123' });
    const placed = await buyer.gql<Placed>(PLACE, { input: { idempotencyKey: orderKey() } });
    expect(placed.data!.placeOrder.userErrors).toEqual([]);
    const order = placed.data!.placeOrder.order!;
    expect(order.orderNumber).toMatch(/^\d+-00$/);
    expect(order.subtotal.value).toBeCloseTo(cart.subtotal.value, 2);
    expect(order.total.value).toBeCloseTo(cart.subtotal.value + order.shipping.value + order.tax.value, 2);
    const history = await buyer.gql<{ orderHistory: { nodes: { orderNumber: string; total: { display: string } }[] } }>(
      HISTORY,
    );
    expect(history.data!.orderHistory.nodes[0]).toMatchObject({
      orderNumber: order.orderNumber,
      // Until it is invoiced, the history shows an order's line total (schema: OrderSummary.total).
      total: { display: order.subtotal.display },
    });
    expect((await buyer.gql('{ cart { lineCount } }')).data).toEqual({ cart: { lineCount: 0 } });
    // Placed through the store: My Orders' "Placed online only" (GET /orders/web-orders) lists it first.
    const online = await buyer.gql<{ orderHistory: { nodes: { orderNumber: string }[] } }>(
      '{ orderHistory(input: { placedOnline: true, pageSize: 10 }) { nodes { orderNumber } } }',
    );
    expect(online.data!.orderHistory.nodes[0]).toEqual({ orderNumber: order.orderNumber });
  });

  it('Empty Cart deletes the cart in the ERP: its lines and promo codes go, an empty cart takes its place', async ({
    buyer,
  }) => {
    await cartWorth(buyer, 60);
    await buyer.gql('mutation { applyPromoCode(input: { code: "freefr8" }) { userErrors { message } } }');
    const emptied = await buyer.gql<{ emptyCart: unknown }>(
      'mutation { emptyCart { cart { lineCount promoCodes } userErrors { message } } }',
    );
    expect(emptied.data!.emptyCart).toEqual({ cart: { lineCount: 0, promoCodes: [] }, userErrors: [] });
    expect((await buyer.gql('{ cart { lineCount promoCodes } }')).data).toEqual({
      cart: { lineCount: 0, promoCodes: [] },
    });
  });
});

describe('review estimate and confirmation', () => {
  it('charges the shipping, tax and total the review estimated, for a taxed ship-to and an order of several lines', async ({
    buyer,
  }) => {
    await emptyCart(buyer);
    const items = (await purchasableItems(buyer)).filter((item) => (item.price!.amount?.value ?? 0) < 100).slice(0, 5);
    expect(items).toHaveLength(5);
    await buyer.gql(
      'mutation A($input: AddCartLinesInput!) { addCartLines(input: $input) { userErrors { message } } }',
      {
        input: { lines: items.map((item, i) => ({ erp: item.erp, quantity: i + 1 })) },
      },
    );
    await chooseShipTo(buyer);
    const estimated = await buyer.gql<{ orderEstimate: { estimate: Figures | null; message: string | null } }>(
      '{ orderEstimate { estimate { shipping { value } tax { value } total { value } } message } }',
    );
    const estimate = estimated.data!.orderEstimate.estimate!;
    expect(estimate.tax.value).toBeGreaterThan(0);
    expect(estimate.shipping.value).toBeGreaterThan(0);
    const placed = await buyer.gql<Placed>(PLACE, { input: { idempotencyKey: orderKey() } });
    expect(placed.data!.placeOrder.userErrors).toEqual([]);
    const order = placed.data!.placeOrder.order!;
    expect({ shipping: order.shipping.value, tax: order.tax.value, total: order.total.value }).toEqual({
      shipping: estimate.shipping.value,
      tax: estimate.tax.value,
      total: estimate.total.value,
    });
    expect(order.total.value).toBeCloseTo(order.subtotal.value + order.shipping.value + order.tax.value, 2);
  });
});

describe('placing the order', () => {
  it('charges the chosen saved card', async ({ buyer }) => {
    await emptyCart(buyer);
    const [item] = await purchasableItems(buyer);
    await buyer.gql(
      'mutation ($erp: ID!) { addCartLines(input: { lines: [{ erp: $erp, quantity: 1 }] }) { userErrors { message } } }',
      {
        erp: item!.erp,
      },
    );
    await chooseShipTo(buyer);
    const cards = await buyer.gql<{ paymentOptions: { savedCards: { token: string; title: string }[] } }>(
      '{ paymentOptions { savedCards { token title } } }',
    );
    const card = cards.data!.paymentOptions.savedCards[0]!;
    const selected = await buyer.gql(
      'mutation S($input: SelectPaymentInput!) { selectPayment(input: $input) { cart { billing { byCard cardTitle } } userErrors { message } } }',
      { input: { token: card.token, sameAsShipping: true } },
    );
    expect(selected.data).toEqual({
      selectPayment: { cart: { billing: { byCard: true, cardTitle: card.title } }, userErrors: [] },
    });
    const placed = await buyer.gql<Placed>(PLACE, { input: { idempotencyKey: orderKey() } });
    expect(placed.data!.placeOrder).toMatchObject({
      order: { paymentTitle: card.title, onHold: false },
      userErrors: [],
    });
  });
});

type Request = {
  id: string;
  statusLabel: string;
  inApproval: boolean;
  viewerCanResolve: boolean;
  orderNumbers: string[];
  purchaseOrder: string | null;
  lines: { id: string; quantity: number }[];
};
const REQUEST_FIELDS = 'id statusLabel inApproval viewerCanResolve orderNumbers purchaseOrder lines { id quantity }';
const APPROVE = `mutation A($input: ApproveCartRequestInput!) { approveCartRequest(input: $input) { request { ${REQUEST_FIELDS} } userErrors { message } } }`;

describe("the approver's desk", () => {
  it('approves with a reduced quantity and PO: the buyer sees it Approved with its order', async ({
    buyer,
    approver,
  }) => {
    await cartWorth(buyer, 2600);
    await chooseShipTo(buyer);
    const placed = await buyer.gql<Placed>(PLACE, { input: { idempotencyKey: orderKey() } });
    expect(placed.data!.placeOrder.order).toBeNull();
    const id = placed.data!.placeOrder.approvalRequest!.id;
    const mine = async () =>
      (
        await buyer.gql<{ myCartRequests: Request[] }>(`{ myCartRequests { ${REQUEST_FIELDS} } }`)
      ).data!.myCartRequests.find((request) => request.id === id);
    expect(await mine()).toMatchObject({ statusLabel: 'Pending', inApproval: true, viewerCanResolve: false });
    const desk = await approver.gql<{ pendingApprovals: Request[]; approvalsAwaitingCount: number }>(
      `{ pendingApprovals { ${REQUEST_FIELDS} } approvalsAwaitingCount }`,
    );
    const pending = desk.data!.pendingApprovals.find((request) => request.id === id)!;
    expect(pending.viewerCanResolve).toBe(true);
    expect(desk.data!.approvalsAwaitingCount).toBeGreaterThanOrEqual(1);
    const line = pending.lines[0]!;
    const result = (
      await approver.gql<{ approveCartRequest: { request: Request | null; userErrors: unknown[] } }>(APPROVE, {
        input: { id, purchaseOrder: 'PO-9', quantities: [{ lineId: line.id, quantity: String(line.quantity - 1) }] },
      })
    ).data!.approveCartRequest;
    expect(result.userErrors).toEqual([]);
    expect(result.request).toMatchObject({
      statusLabel: 'Approved',
      inApproval: false,
      purchaseOrder: 'PO-9',
      lines: [{ quantity: line.quantity - 1 }],
    });
    expect(result.request!.orderNumbers).toHaveLength(1);
    expect(await mine()).toMatchObject({ statusLabel: 'Approved', orderNumbers: result.request!.orderNumbers });
    const log = await buyer.gql<{ approvalLog: { approverEmail: string; status: string }[] }>(
      `{ approvalLog(id: "${id}") { approverEmail status active } }`,
    );
    expect(log.data!.approvalLog).toMatchObject([{ approverEmail: 'approver@acme.example', status: 'Approved' }]);
  });
});

describe('misc_info through approval', () => {
  it("shows the approver the buyer's PO and notes; the approved order keeps them", async ({ buyer, approver }) => {
    await cartWorth(buyer, 2700);
    await chooseShipTo(buyer, {
      purchaseOrderNumber: 'PO-MISC-1',
      shippingInstructions: 'Dock 4, before noon',
      comments: 'Urgent for the changeover',
    });
    const placed = await buyer.gql<Placed>(PLACE, { input: { idempotencyKey: orderKey() } });
    const id = placed.data!.placeOrder.approvalRequest!.id;
    type Pending = {
      id: string;
      purchaseOrder: string | null;
      shipTo: { line1: string; city: string } | null;
      shippingInstructions: string | null;
      comments: string | null;
      lines: { subtotal: { value: number } }[];
    };
    const desk = await approver.gql<{ pendingApprovals: Pending[] }>(
      '{ pendingApprovals { id purchaseOrder shipTo { line1 city } shippingInstructions comments lines { subtotal { value } } } }',
    );
    const request = desk.data!.pendingApprovals.find((r) => r.id === id)!;
    expect(request).toMatchObject({
      purchaseOrder: 'PO-MISC-1',
      shippingInstructions: 'Dock 4, before noon',
      comments: 'Urgent for the changeover',
    });
    expect(request.shipTo?.line1).toEqual(expect.any(String));
    expect(request.lines[0]!.subtotal.value).toBeGreaterThan(2600);
    // The approver leaves the PO as it was: the order carries the buyer's.
    const approved = (
      await approver.gql<{ approveCartRequest: { request: Request | null; userErrors: unknown[] } }>(APPROVE, {
        input: { id },
      })
    ).data!.approveCartRequest;
    expect(approved.userErrors).toEqual([]);
    const order = await buyer.gql<{ order: { purchaseOrderNumber: string; notes: string[] } }>(
      'query O($n: String!) { order(orderNumber: $n) { purchaseOrderNumber notes } }',
      { n: approved.request!.orderNumbers[0] },
    );
    expect(order.data!.order.purchaseOrderNumber).toBe('PO-MISC-1');
    expect(order.data!.order.notes).toEqual(
      expect.arrayContaining(['Dock 4, before noon', 'Urgent for the changeover']),
    );
  });
});

describe('quote conversion and the order limits', () => {
  // Q-CONVERT-A is a seeded quote over the buyer's limit that no other test converts.
  it('sends a quote over the buyer limit to the approver, who converts it on approval', async ({ buyer, approver }) => {
    const quotes = await buyer.gql<{
      orderHistory: { nodes: { orderNumber: string; purchaseOrderNumber: string | null }[] };
    }>(
      'query H($input: OrderHistoryInput!) { orderHistory(input: $input) { nodes { orderNumber purchaseOrderNumber } } }',
      { input: { mine: false, orderType: 'QUOTE', text: 'Q-CONVERT-A', pageSize: 10 } },
    );
    const number = quotes.data!.orderHistory.nodes.find((n) => n.purchaseOrderNumber === 'Q-CONVERT-A')!.orderNumber;
    const CONVERT =
      'mutation C($input: ConvertQuoteInput!) { convertQuote(input: $input) { confirmation order { orderNumber } userErrors { message } } }';
    type Converted = {
      convertQuote: { confirmation: string | null; order: unknown; userErrors: { message: string }[] };
    };
    const sent = await buyer.gql<Converted>(CONVERT, {
      input: { orderNumber: number, purchaseOrderNumber: 'PO-OVER-LIMIT' },
    });
    expect(sent.data!.convertQuote).toEqual({ confirmation: QUOTE_SENT_FOR_APPROVAL, order: null, userErrors: [] });
    const ORDER =
      'query O($n: String!) { order(orderNumber: $n) { orderType approvalStatus purchaseOrderNumber quoteConversion { allowed blockedReason } lines { quantityOrdered } } }';
    const quote = await buyer.gql<{ order: { approvalStatus: string } }>(ORDER, { n: number });
    expect(quote.data!.order).toMatchObject({
      approvalStatus: 'Pending',
      quoteConversion: { allowed: false, blockedReason: 'Pending' },
    });
    const desk = await approver.gql<{ pendingApprovals: (Request & { isQuote: boolean })[] }>(
      `{ pendingApprovals { isQuote ${REQUEST_FIELDS} } }`,
    );
    const request = desk.data!.pendingApprovals.find((r) => r.isQuote && r.purchaseOrder === 'PO-OVER-LIMIT')!;
    expect(request).toMatchObject({ statusLabel: 'Pending', inApproval: true });
    const line = request.lines[0]!;
    const approved = (
      await approver.gql<{ approveCartRequest: { request: Request; userErrors: unknown[] } }>(APPROVE, {
        input: { id: request.id, quantities: [{ lineId: line.id, quantity: String(line.quantity - 1) }] },
      })
    ).data!.approveCartRequest;
    expect(approved.userErrors).toEqual([]);
    expect(approved.request).toMatchObject({ statusLabel: 'Approved', inApproval: false });
    const order = await buyer.gql<{
      order: { orderType: string; purchaseOrderNumber: string; lines: { quantityOrdered: number }[] };
    }>(ORDER, { n: approved.request.orderNumbers[0] });
    expect(order.data!.order).toMatchObject({ orderType: 'ORDER', purchaseOrderNumber: 'PO-OVER-LIMIT' });
    expect(order.data!.order.lines[0]!.quantityOrdered).toBe(line.quantity - 1);
    expect(
      (await buyer.gql<Converted>(CONVERT, { input: { orderNumber: number } })).data!.convertQuote.userErrors[0]!
        .message,
    ).toBe('This quote has already been converted into an order.');
  });
});

describe('one order, one set of order data', () => {
  const CHECKOUT = `{ viewer { defaultShipToId } shipTos { id purchaseOrderRequired }
    cart { lineCount purchaseOrderNumber shippingInstructions comments promoCodes shipping { shipToId } } }`;
  type Checkout = {
    viewer: { defaultShipToId: string | null };
    shipTos: { id: string; purchaseOrderRequired: boolean }[];
    cart: {
      lineCount: number;
      purchaseOrderNumber: string | null;
      shippingInstructions: string | null;
      comments: string | null;
      promoCodes: string[];
      shipping: { shipToId: string } | null;
    };
  };
  const CLEAN = {
    purchaseOrderNumber: null,
    shippingInstructions: null,
    comments: null,
    promoCodes: [],
    shipping: null,
  };
  const ORDER_DATA = 'query O($n: String!) { order(orderNumber: $n) { purchaseOrderNumber notes stageLabel } }';
  type OrderData = { order: { purchaseOrderNumber: string | null; notes: string[]; stageLabel: string } };

  it('places order 2 with none of order 1’s data, refuses its PO again, and a released scan and a merged request write none into the next order', async ({
    buyer,
    approver,
  }) => {
    const po = `PO-SEQ-${orderKey().slice(0, 8)}`;
    const before = (await buyer.gql<Checkout>(CHECKOUT)).data!;
    const other = before.shipTos.find((s) => !s.purchaseOrderRequired && s.id !== before.viewer.defaultShipToId)!;
    await cartWorth(buyer, 60);
    await buyer.gql('mutation { applyPromoCode(input: { code: "freefr8" }) { userErrors { message } } }');
    await chooseShipTo(buyer, {});
    const details = { purchaseOrderNumber: po, shippingInstructions: 'Dock 4', comments: 'Order one only' };
    const first = await buyer.gql<{ updateCheckoutDetails: { userErrors: unknown[] } }>(
      'mutation D($input: UpdateCheckoutDetailsInput!) { updateCheckoutDetails(input: $input) { userErrors { message } } }',
      { input: { shipToId: other.id, contactName: 'Bianca Buyer', contactEmail: 'buyer@acme.example', ...details } },
    );
    expect(first.data!.updateCheckoutDetails.userErrors).toEqual([]);
    const one = await buyer.gql<Placed>(PLACE, { input: { idempotencyKey: orderKey() } });
    expect(one.data!.placeOrder.userErrors).toEqual([]);
    const placed = await buyer.gql<OrderData>(ORDER_DATA, { n: one.data!.placeOrder.order!.orderNumber });
    expect(placed.data!.order).toMatchObject({ purchaseOrderNumber: po, notes: ['Dock 4', 'Order one only'] });

    // The next checkout starts from the profile and the default ship-to: nothing of order 1 is left.
    expect((await buyer.gql<Checkout>(CHECKOUT)).data!.cart).toMatchObject({ lineCount: 0, ...CLEAN });
    await cartWorth(buyer, 60);
    const reused = await buyer.gql<{ updateCheckoutDetails: { userErrors: { field: string; message: string }[] } }>(
      'mutation D($input: UpdateCheckoutDetailsInput!) { updateCheckoutDetails(input: $input) { userErrors { field message } } }',
      { input: { shipToId: other.id, contactName: 'B', contactEmail: 'buyer@acme.example', purchaseOrderNumber: po } },
    );
    expect(reused.data!.updateCheckoutDetails.userErrors).toEqual([
      {
        field: 'purchaseOrderNumber',
        message: `PO number ${po} is already on an open order (${one.data!.placeOrder.order!.orderNumber}). Use a different PO number.`,
      },
    ]);
    await chooseShipTo(buyer, { purchaseOrderNumber: `${po}-2` });
    const two = await buyer.gql<Placed>(PLACE, { input: { idempotencyKey: orderKey() } });
    expect(two.data!.placeOrder).toMatchObject({ order: { onHold: false }, userErrors: [] });
    const second = await buyer.gql<OrderData>(ORDER_DATA, { n: two.data!.placeOrder.order!.orderNumber });
    expect(second.data!.order).toEqual({ purchaseOrderNumber: `${po}-2`, notes: [], stageLabel: 'Ordered' });

    // A scan released after an order with notes: the scan's order carries only the scan's PO.
    await cartWorth(buyer, 60);
    await chooseShipTo(buyer, { purchaseOrderNumber: `${po}-3`, comments: 'Order three only' });
    await emptyCart(buyer);
    type Scan = {
      id: string;
      purchaseOrderNumber: string | null;
      purchaseOrderRequired: boolean;
      total: { value: number };
      items: { error: string | null }[];
      headerProperties: { required: boolean; value: string }[];
    };
    const scans = await buyer.gql<{ scans: { nodes: Scan[] } }>(
      '{ scans(input: { status: ACTIVE }) { nodes { id purchaseOrderNumber purchaseOrderRequired total { value } items { error } headerProperties { required value } } } }',
    );
    // Releasable as it is, and within the buyer's limit (over it, the release goes to the approver).
    const scan = scans.data!.scans.nodes.find(
      (s) =>
        !s.purchaseOrderRequired &&
        s.total.value < 2000 &&
        s.items.every((i) => !i.error) &&
        s.headerProperties.every((p) => !p.required || p.value),
    )!;
    const released = await buyer.gql<{ releaseScan: { orderNumbers: string[]; userErrors: unknown[] } }>(
      'mutation R($input: ReleaseScanInput!) { releaseScan(input: $input) { orderNumbers userErrors { message } } }',
      { input: { id: scan.id, idempotencyKey: orderKey() } },
    );
    expect(released.data!.releaseScan).toMatchObject({ userErrors: [] });
    const fromScan = await buyer.gql<OrderData>(ORDER_DATA, { n: released.data!.releaseScan.orderNumbers[0] });
    expect(fromScan.data!.order).toMatchObject({ purchaseOrderNumber: scan.purchaseOrderNumber, notes: [] });
    expect((await buyer.gql<Checkout>(CHECKOUT)).data!.cart).toMatchObject({ lineCount: 0, ...CLEAN });

    // A request sent with its own notes, then merged back: its lines come, its notes and PO do not.
    await cartWorth(buyer, 2700);
    await chooseShipTo(buyer, { purchaseOrderNumber: `${po}-B`, comments: 'Request B: to be rejected' });
    const request = await buyer.gql<Placed>(PLACE, { input: { idempotencyKey: orderKey() } });
    const id = request.data!.placeOrder.approvalRequest!.id;
    expect((await buyer.gql<Checkout>(CHECKOUT)).data!.cart).toMatchObject({ lineCount: 0, ...CLEAN });
    await approver.gql('mutation R($id: ID!) { rejectCartRequest(input: { id: $id }) { userErrors { message } } }', {
      id,
    });
    await buyer.gql('mutation M($id: ID!) { mergeCartRequest(input: { id: $id }) { userErrors { message } } }', { id });
    const merged = (await buyer.gql<Checkout>(CHECKOUT)).data!.cart;
    expect(merged.lineCount).toBeGreaterThan(0);
    expect(merged).toMatchObject(CLEAN);
    await emptyCart(buyer);
  });
});
