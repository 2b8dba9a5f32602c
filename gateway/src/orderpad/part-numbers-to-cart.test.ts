import { describe, expect, it } from 'vitest';
import type { ErpCartLine } from '../erp/types.ts';
import { principalOf, unitGateway } from '../testing/unit.ts';
import { erpCart, erpCartLine, erpShopper } from '../testing/erp-answers/cart.ts';
import { orderPadRoutes, padParts } from '../testing/erp-answers/orderpad.ts';

const ADD = `mutation A($input: AddPartNumbersToCartInput!) { addPartNumbersToCart(input: $input) {
  lines { line partNumber erp status error } addedCount cart { lines { erp quantity } } userErrors { field message code } } }`;

type Result = {
  addPartNumbersToCart: {
    lines: { line: number; partNumber: string; erp: string | null; status: string; error: string | null }[];
    addedCount: number;
    cart: { lines: { erp: string; quantity: number }[] } | null;
    userErrors: { field: string | null; message: string; code: string }[];
  };
};

const parts = padParts(10);

const buyerWithCart = async () => {
  let cartLines: ErpCartLine[] = [];
  const pad = orderPadRoutes(parts);
  const buyer = await unitGateway({
    ...pad,
    'GET /user/{id}': () => erpShopper(),
    'GET /cart/{session_id}': () => erpCart(cartLines),
    'PUT /cart/{session_id}': ({ init }) => {
      cartLines = (init.body.cart_lines ?? []).map((line, i) =>
        erpCartLine(i + 1, { erp: line.erp, quantity: line.quantity ?? 1 }),
      );
      return erpCart(cartLines);
    },
  });
  return { buyer, pad };
};

describe('addPartNumbersToCart', () => {
  it('adds the lines the order pad accepts to the cart and says why the others were refused, line by line', async () => {
    const { buyer, pad } = await buyerWithCart();
    const result = await buyer.run<Result>(ADD, {
      input: {
        lines: [
          { partNumber: parts[0]!.vpn, quantity: 4 },
          { partNumber: 'NOPE-404', quantity: 1 },
          { partNumber: ` ${parts[1]!.erp} `, quantity: 2 },
        ],
      },
    });
    const payload = result.data!.addPartNumbersToCart;
    expect(payload.userErrors).toEqual([]);
    expect(payload.addedCount).toBe(2);
    expect(payload.lines.map((l) => [l.line, l.status, l.error])).toEqual([
      [1, 'ACCEPTED', null],
      [2, 'ERROR', 'Item NOPE-404 was not found.'],
      [3, 'ACCEPTED', null],
    ]);
    expect(payload.cart!.lines).toEqual([
      { erp: parts[0]!.erp, quantity: 4 },
      { erp: parts[1]!.erp, quantity: 2 },
    ]);
    // Checked under a session of its own, emptied afterwards: the buyer's order pad is not that session.
    const [validate] = buyer.callsTo('POST /order-pad/validate');
    const [cleared] = buyer.callsTo('DELETE /order-pad/{sessionId}');
    expect(cleared!.path).toBe(`/order-pad/${(validate!.body as { session_id: string }).session_id}`);
    expect(pad.items).toEqual([]);
    const padSession = await unitGateway({ ...orderPadRoutes(parts), 'GET /user/{id}': () => erpShopper() });
    await padSession.run('{ orderPad { acceptedCount } }');
    expect(padSession.callsTo('GET /order-pad/{sessionId}')[0]!.path).not.toBe(cleared!.path);
  });

  it('adds nothing to the cart when no line is accepted, and refuses bad lines with the order pad messages', async () => {
    const { buyer } = await buyerWithCart();
    const unknown = await buyer.run<Result>(ADD, { input: { lines: [{ partNumber: 'NOPE-1', quantity: 1 }] } });
    expect(unknown.data!.addPartNumbersToCart).toMatchObject({ addedCount: 0, cart: null, userErrors: [] });
    expect(buyer.callsTo('PUT /cart/{session_id}')).toEqual([]);

    const bad = await buyer.run<Result>(ADD, { input: { lines: [{ partNumber: 'X', quantity: 1000 }] } });
    expect(bad.data!.addPartNumbersToCart.userErrors).toEqual([
      { field: 'lines.0', message: 'Quantity must be a whole number from 1 to 999.', code: 'INVALID_INPUT' },
    ]);
    const blank = await buyer.run<Result>(ADD, { input: { lines: [{ partNumber: '  ', quantity: 1 }] } });
    expect(blank.data!.addPartNumbersToCart.userErrors[0]!.message).toBe('Enter a part number.');
    const many = Array.from({ length: 1001 }, () => ({ partNumber: 'X', quantity: 1 }));
    const tooMany = await buyer.run<Result>(ADD, { input: { lines: many } });
    expect(tooMany.data!.addPartNumbersToCart.userErrors[0]!.message).toBe('At most 1000 lines per call.');
    expect(buyer.callsTo('POST /order-pad/validate')).toHaveLength(1);
  });

  it('is refused to express users, like the order pad', async () => {
    const express = await unitGateway(
      {
        'GET /user/{id}': () =>
          erpShopper({ id: 8, username: 'express@acme.example', user_type: 'express', express_checkout: true }),
      },
      { principal: principalOf({ userId: 8, username: 'express@acme.example', cartId: 'cart-8' }) },
    );
    const refused = await express.run(ADD, { input: { lines: [{ partNumber: 'X', quantity: 1 }] } });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'The order pad is not available for your account.',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
