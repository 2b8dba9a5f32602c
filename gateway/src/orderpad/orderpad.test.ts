import { describe, expect, it } from 'vitest';
import type { ErpCartLine } from '../erp/types.ts';
import { principalOf, unitGateway } from '../testing/unit.ts';
import { erpCart, erpCartLine, erpShopper } from '../testing/erp-answers/cart.ts';
import { orderPadRoutes, padParts } from '../testing/erp-answers/orderpad.ts';

const LINE = 'line partNumber erp description unitOfMeasure quantity price { value } status error';
const ADD = `mutation A($input: AddOrderPadLinesInput!) { addOrderPadLines(input: $input) { added { ${LINE} } userErrors { field message code } } }`;
const PAD = `{ orderPad { acceptedCount errorCount total { value } lines { ${LINE} } } }`;
const REMOVE = `mutation R($input: RemoveOrderPadLinesInput!) { removeOrderPadLines(input: $input) { orderPad { lines { line erp } } userErrors { message } } }`;
const TO_CART = `mutation { addOrderPadToCart { addedCount skippedCount cart { lines { erp quantity } } userErrors { message } } }`;

type Line = { line: number; erp: string | null; status: string; error: string | null; quantity: number };
type Added = { addOrderPadLines: { added: Line[] | null; userErrors: { field: string; message: string }[] } };

const parts = padParts(40);

describe('order pad', () => {
  it('adds lines by part number, lists what cannot be ordered, removes one and moves the rest to the cart', async () => {
    const [first, second] = parts;
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
    const added = await buyer.run<Added>(ADD, {
      input: {
        lines: [
          { partNumber: first!.erp, quantity: 3 },
          { partNumber: second!.vpn, quantity: 2 },
          { partNumber: 'NOPE-404', quantity: 1 },
        ],
      },
    });
    expect(added.data!.addOrderPadLines.userErrors).toEqual([]);
    expect(added.data!.addOrderPadLines.added!.map((l) => [l.erp, l.status])).toEqual([
      [first!.erp, 'ACCEPTED'],
      [second!.erp, 'ACCEPTED'],
      [null, 'ERROR'],
    ]);
    const listed = await buyer.run<{ orderPad: { acceptedCount: number; errorCount: number; lines: Line[] } }>(PAD);
    expect(listed.data!.orderPad).toMatchObject({ acceptedCount: 2, errorCount: 1 });
    expect(listed.data!.orderPad.lines[2]!.error).toBe('Item NOPE-404 was not found.');

    const removed = await buyer.run<{ removeOrderPadLines: { orderPad: { lines: { erp: string | null }[] } } }>(
      REMOVE,
      {
        input: { lines: [2] },
      },
    );
    expect(removed.data!.removeOrderPadLines.orderPad.lines.map((l) => l.erp)).toEqual([first!.erp, null]);

    const moved = await buyer.run<{
      addOrderPadToCart: {
        addedCount: number;
        skippedCount: number;
        cart: { lines: { erp: string; quantity: number }[] };
      };
    }>(TO_CART);
    expect(moved.data!.addOrderPadToCart).toMatchObject({ addedCount: 1, skippedCount: 1 });
    expect(moved.data!.addOrderPadToCart.cart.lines).toContainEqual({ erp: first!.erp, quantity: 3 });
    const after = await buyer.run<{ orderPad: { lines: Line[] } }>(PAD);
    expect(after.data!.orderPad.lines).toEqual([]);
    const empty = await buyer.run<{ addOrderPadToCart: { userErrors: { message: string }[] } }>(TO_CART);
    expect(empty.data!.addOrderPadToCart.userErrors[0]!.message).toBe('Your order pad is empty.');
  });

  it('validates and prices a 5,000-line import in one ERP call per 1,000 lines and shows it in one more', async () => {
    const approver = await unitGateway(
      { ...orderPadRoutes(parts), 'GET /user/{id}': () => erpShopper({ id: 2, username: 'approver@acme.example' }) },
      { principal: principalOf({ userId: 2, username: 'approver@acme.example', cartId: 'cart-2' }) },
    );
    const lines = Array.from({ length: 5000 }, (_, i) => ({ partNumber: parts[i % parts.length]!.erp, quantity: 1 }));
    for (let start = 0; start < lines.length; start += 1000) {
      const batch = await approver.run<Added>(ADD, { input: { lines: lines.slice(start, start + 1000) } });
      expect(batch.data!.addOrderPadLines.added).toHaveLength(1000);
    }
    const pad = await approver.run<{ orderPad: { acceptedCount: number; errorCount: number; lines: Line[] } }>(PAD);
    expect(pad.data!.orderPad.lines).toHaveLength(5000);
    expect(pad.data!.orderPad.lines.at(-1)!.line).toBe(5000);
    expect(pad.data!.orderPad.acceptedCount + pad.data!.orderPad.errorCount).toBe(5000);
    expect(approver.callsTo('POST /order-pad/validate')).toHaveLength(5);
    expect(approver.callsTo('GET /order-pad/{sessionId}')).toHaveLength(1);
    // At most 3 ERP calls per 1,000 lines, whatever else the requests needed (the user, once per request).
    expect(approver.calls.length).toBeLessThanOrEqual(15);
  });

  it("suggests the customer's own part numbers and the supplier's as the buyer types", async () => {
    const SUGGEST =
      'query S($term: String!) { partNumberSuggestions(term: $term) { customerParts { partNumber erp } supplierParts { partNumber erp description } } }';
    type Suggestions = {
      partNumberSuggestions: { customerParts: { partNumber: string }[]; supplierParts: { erp: string }[] };
    };
    const erp = parts[0]!.erp;
    const buyer = await unitGateway({
      'GET /user/{id}': () => erpShopper(),
      'GET /parts/search/customer/{customer}': ({ init }) => ({
        parts: Array.from({ length: 5 }, (_, i) => ({
          part_number: `${String(init.query.partno).toUpperCase()}${i}`,
          erp: parts[i]!.erp,
          description: `Part ${i}`,
        })),
      }),
      'POST /parts/search': ({ init }) => ({
        parts: parts
          .filter((p) => p.erp.startsWith(init.body.term))
          .map((p) => ({ part_number: p.vpn, erp: p.erp, description: `Part ${p.erp}` })),
      }),
    });
    const own = await buyer.run<Suggestions>(SUGGEST, { term: 'acme-000' });
    expect(own.data!.partNumberSuggestions.customerParts).toHaveLength(5);
    expect(own.data!.partNumberSuggestions.customerParts[0]!.partNumber).toMatch(/^ACME-000/);
    expect(buyer.callsTo('GET /parts/search/customer/{customer}')[0]).toMatchObject({
      path: '/parts/search/customer/10001',
      query: { partno: 'acme-000' },
    });
    const supplier = await buyer.run<Suggestions>(SUGGEST, { term: erp });
    expect(supplier.data!.partNumberSuggestions.supplierParts.map((p) => p.erp)).toContain(erp);
    const calls = buyer.calls.length;
    const short = await buyer.run<Suggestions>(SUGGEST, { term: 'a' });
    expect(short.data!.partNumberSuggestions).toEqual({ customerParts: [], supplierParts: [] });
    expect(buyer.calls.slice(calls).map((call) => call.route)).toEqual(['GET /user/{id}']);
  });

  it('refuses bad lines with the rule, more than 1,000 per call, and express users', async () => {
    const buyer = await unitGateway({ 'GET /user/{id}': () => erpShopper() });
    const bad = await buyer.run<Added>(ADD, { input: { lines: [{ partNumber: '100', quantity: 0 }] } });
    expect(bad.data!.addOrderPadLines.userErrors).toEqual([
      { field: 'lines.0', message: 'Quantity must be a whole number from 1 to 999.', code: 'INVALID_INPUT' },
    ]);
    // The cart's line limit holds on the pad too: 1,000 is refused before the ERP is asked.
    const over = await buyer.run<Added>(ADD, { input: { lines: [{ partNumber: '100', quantity: 1000 }] } });
    expect(over.data!.addOrderPadLines.userErrors).toEqual([
      { field: 'lines.0', message: 'Quantity must be a whole number from 1 to 999.', code: 'INVALID_INPUT' },
    ]);
    const many = Array.from({ length: 1001 }, () => ({ partNumber: '100', quantity: 1 }));
    const tooMany = await buyer.run<Added>(ADD, { input: { lines: many } });
    expect(tooMany.data!.addOrderPadLines.userErrors[0]!.message).toBe('At most 1000 lines per call.');
    expect(buyer.callsTo('POST /order-pad/validate')).toEqual([]);
    const express = await unitGateway(
      {
        'GET /user/{id}': () =>
          erpShopper({ id: 8, username: 'express@acme.example', user_type: 'express', express_checkout: true }),
      },
      { principal: principalOf({ userId: 8, username: 'express@acme.example', cartId: 'cart-8' }) },
    );
    const refused = await express.run(PAD);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'The order pad is not available for your account.',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
