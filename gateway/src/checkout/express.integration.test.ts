import { describe, expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { callsOf, type TestClient } from '../testing/stack.ts';
import { it } from '../testing/fixtures.ts';
import { CHECKOUT_MESSAGES, DO_NOT_RESUBMIT, EXPRESS_FAILED, UNITS_MISSING } from '@mro/rules/checkout';
import { ESTIMATE_UNAVAILABLE } from './express-provider.ts';

const SEARCH =
  '{ productSearch(input: { query: "gloves" }) { nodes { items { erp price { purchasable amount { value } } } } } }';
const DETAILS =
  'mutation D($input: UpdateCheckoutDetailsInput!) { updateCheckoutDetails(input: $input) { userErrors { message } } }';
const ESTIMATE =
  '{ cart { subtotal { value } discount { value } } orderEstimate { estimate { shipping { value display } tax { value } total { value } freeFreight } message } }';
const EXPRESS = '{ expressCheckout { available reason paymentTitle shipTo { line1 } purchaseOrderRequired } }';
const PLACE_EXPRESS =
  'mutation E($input: PlaceExpressOrderInput!) { placeExpressOrder(input: $input) { order { orderNumber paymentTitle orderType } userErrors { field message code } } }';
const PLACE =
  'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { orderNumber orderType paymentTitle } userErrors { field message code } } }';

type Estimate = {
  cart: { subtotal: { value: number }; discount: { value: number } };
  orderEstimate: {
    estimate: {
      shipping: { value: number; display: string };
      tax: { value: number };
      total: { value: number };
      freeFreight: boolean;
    } | null;
    message: string | null;
  };
};
type Placed = {
  order: { orderNumber: string; paymentTitle: string | null; orderType: string } | null;
  userErrors: { field: string | null; message: string; code: string }[];
};
const key = () => randomBytes(24).toString('hex').slice(0, 32);

const addItem = async (client: TestClient, quantity = 1) => {
  const search = await client.gql<{
    productSearch: {
      nodes: { items: { erp: string; price: { purchasable: boolean; amount: { value: number } | null } | null }[] }[];
    };
  }>(SEARCH);
  const item = search
    .data!.productSearch.nodes.flatMap((n) => n.items)
    .find((i) => i.price?.purchasable && (i.price.amount?.value ?? 0) < 100)!;
  await client.gql(
    'mutation ($erp: ID!, $q: Int!) { addCartLines(input: { lines: [{ erp: $erp, quantity: $q }] }) { userErrors { message } } }',
    { erp: item.erp, q: quantity },
  );
};

const chooseShipTo = async (client: TestClient) => {
  const shipTos = await client.gql<{ shipTos: { id: string; purchaseOrderRequired: boolean }[] }>(
    '{ shipTos { id purchaseOrderRequired } }',
  );
  const shipTo = shipTos.data!.shipTos.find((s) => !s.purchaseOrderRequired)!;
  await client.gql(DETAILS, { input: { shipToId: shipTo.id, contactName: 'Pat', contactEmail: 'pat@acme.example' } });
};

describe('shipping and tax estimate', () => {
  it('is empty before a ship-to, then the ERP estimate; FREEFR8 makes freight free', async ({ stack }) => {
    const buyer = await stack.clientAs('buyer@acme.example');
    await addItem(buyer);
    expect((await buyer.gql<Estimate>(ESTIMATE)).data!.orderEstimate).toEqual({ estimate: null, message: null });
    await chooseShipTo(buyer);
    await stack.resetErpCalls();
    const result = (await buyer.gql<Estimate>(ESTIMATE)).data!;
    expect(callsOf(await stack.erpCalls(), 'POST /order/quote')).toBe(1);
    const estimate = result.orderEstimate.estimate!;
    expect(estimate.freeFreight).toBe(false);
    expect(estimate.shipping.value).toBeGreaterThanOrEqual(9.95);
    expect(estimate.tax.value).toBeGreaterThanOrEqual(0);
    expect(estimate.total.value).toBeCloseTo(
      result.cart.subtotal.value - result.cart.discount.value + estimate.shipping.value + estimate.tax.value,
      2,
    );
    await buyer.gql('mutation { applyPromoCode(input: { code: " freefr8 " }) { userErrors { message } } }');
    const free = (await buyer.gql<Estimate>(ESTIMATE)).data!.orderEstimate.estimate!;
    expect(free).toMatchObject({ freeFreight: true, shipping: { value: 0, display: '$0.00' } });
    await buyer.gql('mutation { removePromoCode(input: { code: "FREEFR8" }) { userErrors { message } } }');
  });

  it('says so when the ERP cannot estimate', async ({ stack }) => {
    const buyer = await stack.clientAs('buyer@acme.example');
    await stack.setFaults([{ route: 'POST /order/quote', errorRate: 1, errorStatus: 503 }]);
    try {
      expect((await buyer.gql<Estimate>(ESTIMATE)).data!.orderEstimate).toEqual({
        estimate: null,
        message: ESTIMATE_UNAVAILABLE,
      });
    } finally {
      await stack.setFaults([]);
    }
  });
});

describe('express checkout', () => {
  it('is not available to a user without express checkout, with the failure message on submit', async ({ stack }) => {
    const buyer = await stack.clientAs('buyer@acme.example');
    expect((await buyer.gql(EXPRESS)).data).toEqual({
      expressCheckout: {
        available: false,
        reason: 'Express checkout is not enabled for this user.',
        paymentTitle: 'Purchasing card: Visa ending in 1111 (exp 12/' + String(new Date().getUTCFullYear() + 3) + ')',
        // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers as any
        shipTo: { line1: expect.any(String) },
        purchaseOrderRequired: false,
      },
    });
    await addItem(buyer);
    const refused = await buyer.gql<{ placeExpressOrder: Placed }>(PLACE_EXPRESS, { input: { idempotencyKey: key() } });
    expect(refused.data!.placeExpressOrder).toEqual({
      order: null,
      userErrors: [{ field: null, message: EXPRESS_FAILED, code: 'REJECTED' }],
    });
  });

  it('places the cart once with the default card and ship-to, for any number of presses', async ({ stack }) => {
    const express = await stack.clientAs('express@acme.example');
    const check = (await express.gql<{ expressCheckout: { available: boolean; paymentTitle: string } }>(EXPRESS)).data!
      .expressCheckout;
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers as any
    expect(check).toMatchObject({ available: true, paymentTitle: expect.stringMatching(/^Visa ending in 1881/) });
    await addItem(express, 2);
    const long = await express.gql<{ placeExpressOrder: Placed }>(PLACE_EXPRESS, {
      input: { idempotencyKey: key(), purchaseOrderNumber: 'P'.repeat(23) },
    });
    expect(long.data!.placeExpressOrder.userErrors).toEqual([
      { field: 'purchaseOrderNumber', message: CHECKOUT_MESSAGES.poTooLong, code: 'INVALID_INPUT' },
    ]);
    await stack.resetErpCalls();
    const idempotencyKey = key();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        express.gql<{ placeExpressOrder: Placed }>(PLACE_EXPRESS, {
          input: { idempotencyKey, purchaseOrderNumber: 'EXP-1' },
        }),
      ),
    );
    const numbers = new Set(results.map((r) => r.data!.placeExpressOrder.order?.orderNumber));
    expect(numbers.size).toBe(1);
    expect(results[0]!.data!.placeExpressOrder.order).toMatchObject({
      orderType: 'ORDER',
      paymentTitle: check.paymentTitle,
    });
    expect(callsOf(await stack.erpCalls(), 'POST /order/expressCheckout/process')).toBe(1);
    expect((await express.gql('{ cart { lineCount } }')).data).toEqual({ cart: { lineCount: 0 } });
  });

  it('answers the express failure message when the ERP refuses, and DO NOT RESUBMIT when the outcome is unknown', async ({
    stack,
  }) => {
    const express = await stack.clientAs('express@acme.example');
    await express.gql(PLACE_EXPRESS, { input: { idempotencyKey: key() } });
    const empty = await express.gql<{ placeExpressOrder: Placed }>(PLACE_EXPRESS, { input: { idempotencyKey: key() } });
    expect(empty.data!.placeExpressOrder.userErrors[0]?.code).toBe('INVALID_INPUT');
    await addItem(express);
    await stack.setFaults([{ route: 'POST /order/expressCheckout/process', errorRate: 1, errorStatus: 400 }]);
    try {
      const refused = await express.gql<{ placeExpressOrder: Placed }>(PLACE_EXPRESS, {
        input: { idempotencyKey: key() },
      });
      expect(refused.data!.placeExpressOrder.userErrors).toEqual([
        { field: null, message: EXPRESS_FAILED, code: 'REJECTED' },
      ]);
      await stack.setFaults([{ route: 'POST /order/expressCheckout/process', errorRate: 1, errorStatus: 503 }]);
      const unknown = await express.gql<{ placeExpressOrder: Placed }>(PLACE_EXPRESS, {
        input: { idempotencyKey: key() },
      });
      expect(unknown.data!.placeExpressOrder.userErrors).toEqual([
        { field: null, message: DO_NOT_RESUBMIT, code: 'OUTCOME_UNKNOWN' },
      ]);
    } finally {
      await stack.setFaults([]);
    }
  });
});

describe('a quote cart', () => {
  it('is a QUOTE cart and is placed as a quote without payment', async ({ stack }) => {
    const quoter = await stack.clientAs('quoter@acme.example');
    await addItem(quoter);
    expect((await quoter.gql('{ cart { kind unitsMissing } }')).data).toEqual({
      cart: { kind: 'QUOTE', unitsMissing: false },
    });
    await chooseShipTo(quoter);
    const placed = await quoter.gql<{ placeOrder: Placed }>(PLACE, { input: { idempotencyKey: key() } });
    expect(placed.data!.placeOrder).toMatchObject({
      order: { orderType: 'QUOTE', paymentTitle: null },
      userErrors: [],
    });
    const buyer = await stack.clientAs('buyer@acme.example');
    expect((await buyer.gql('{ cart { kind } }')).data).toEqual({ cart: { kind: 'ORDER' } });
  });
});

describe('a units cart', () => {
  const itemOf = async (client: TestClient, department: string) => {
    const found = await client.gql<{
      productSearch: { nodes: { items: { erp: string; price: { purchasable: boolean } | null }[] }[] };
    }>(
      'query ($d: String!) { productSearch(input: { department: $d }) { nodes { items { erp price { purchasable } } } } }',
      { d: department },
    );
    return found.data!.productSearch.nodes.flatMap((n) => n.items).find((i) => i.price?.purchasable)!.erp;
  };

  it('needs units on every line: a Tools item outside the unit program blocks the order with the spec message', async ({
    stack,
  }) => {
    const units = await stack.clientAs('units@northwind.example');
    const tool = await itemOf(units, 'Hand Tools');
    const abrasive = await itemOf(units, 'Abrasives');
    const add = (erp: string) =>
      units.gql(
        'mutation ($erp: ID!) { addCartLines(input: { lines: [{ erp: $erp, quantity: 1 }] }) { userErrors { message } } }',
        { erp },
      );
    await add(abrasive);
    expect((await units.gql('{ cart { unitsMissing unitsMissingItems lines { erp unitsMissing } } }')).data).toEqual({
      cart: { unitsMissing: false, unitsMissingItems: [], lines: [{ erp: abrasive, unitsMissing: false }] },
    });
    await add(tool);
    const cart = await units.gql<{
      cart: { unitsMissing: boolean; unitsMissingItems: string[]; lines: { erp: string; unitsMissing: boolean }[] };
    }>('{ cart { unitsMissing unitsMissingItems lines { erp unitsMissing } } }');
    expect(cart.data!.cart.unitsMissing).toBe(true);
    expect(cart.data!.cart.unitsMissingItems).toEqual([tool]);
    expect(cart.data!.cart.lines.find((l) => l.erp === tool)?.unitsMissing).toBe(true);
    await chooseShipTo(units);
    const placed = await units.gql<{ placeOrder: Placed }>(PLACE, { input: { idempotencyKey: key() } });
    expect(placed.data!.placeOrder).toEqual({
      order: null,
      userErrors: [{ field: null, message: UNITS_MISSING, code: 'INVALID_INPUT' }],
    });
    const buyer = await stack.clientAs('buyer@acme.example');
    expect((await buyer.gql('{ cart { unitsMissing } }')).data).toEqual({ cart: { unitsMissing: false } });
  });
});
