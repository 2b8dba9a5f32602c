import { describe, expect } from 'vitest';
import { getDataset } from '@mro/erp-sandbox';
import { ORDER_PAD_MESSAGES } from '@mro/rules/orderpad';
import { callsOf } from '../testing/stack.ts';
import { test as it } from '../testing/fixtures.ts';

const ds = getDataset();
const items = [...ds.items.values()].filter((info) => info.product.active);
const LINE = 'line partNumber erp description unitOfMeasure quantity price { value } status error';
const ADD = `mutation A($input: AddOrderPadLinesInput!) { addOrderPadLines(input: $input) { added { ${LINE} } userErrors { field message code } } }`;
const PAD = `{ orderPad { acceptedCount errorCount total { value } lines { ${LINE} } } }`;
const REMOVE = `mutation R($input: RemoveOrderPadLinesInput!) { removeOrderPadLines(input: $input) { orderPad { lines { line erp } } userErrors { message } } }`;
const TO_CART = `mutation { addOrderPadToCart { addedCount skippedCount cart { lines { erp quantity } } userErrors { message } } }`;

type Line = { line: number; erp: string | null; status: string; error: string | null; quantity: number };
type Added = { addOrderPadLines: { added: Line[] | null; userErrors: { field: string; message: string }[] } };

describe('order pad', () => {
  it('adds lines by part number, lists what cannot be ordered, removes one and moves the rest to the cart', async ({
    buyer,
  }) => {
    const [first, second] = items;
    const added = await buyer.gql<Added>(ADD, {
      input: {
        lines: [
          { partNumber: first!.item.erp, quantity: 3 },
          { partNumber: second!.item.vpn, quantity: 2 },
          { partNumber: 'NOPE-404', quantity: 1 },
        ],
      },
    });
    expect(added.data!.addOrderPadLines.userErrors).toEqual([]);
    expect(added.data!.addOrderPadLines.added!.map((l) => [l.erp, l.status])).toEqual([
      [first!.item.erp, 'ACCEPTED'],
      [second!.item.erp, 'ACCEPTED'],
      [null, 'ERROR'],
    ]);
    const pad = await buyer.gql<{ orderPad: { acceptedCount: number; errorCount: number; lines: Line[] } }>(PAD);
    expect(pad.data!.orderPad).toMatchObject({ acceptedCount: 2, errorCount: 1 });
    expect(pad.data!.orderPad.lines[2]!.error).toBe('Item NOPE-404 was not found.');

    const removed = await buyer.gql<{ removeOrderPadLines: { orderPad: { lines: { erp: string | null }[] } } }>(
      REMOVE,
      {
        input: { lines: [2] },
      },
    );
    expect(removed.data!.removeOrderPadLines.orderPad.lines.map((l) => l.erp)).toEqual([first!.item.erp, null]);

    const moved = await buyer.gql<{
      addOrderPadToCart: {
        addedCount: number;
        skippedCount: number;
        cart: { lines: { erp: string; quantity: number }[] };
      };
    }>(TO_CART);
    expect(moved.data!.addOrderPadToCart).toMatchObject({ addedCount: 1, skippedCount: 1 });
    expect(moved.data!.addOrderPadToCart.cart.lines).toContainEqual({ erp: first!.item.erp, quantity: 3 });
    const after = await buyer.gql<{ orderPad: { lines: Line[] } }>(PAD);
    expect(after.data!.orderPad.lines).toEqual([]);
    const empty = await buyer.gql<{ addOrderPadToCart: { userErrors: { message: string }[] } }>(TO_CART);
    expect(empty.data!.addOrderPadToCart.userErrors[0]!.message).toBe(ORDER_PAD_MESSAGES.empty);
  });

  it('validates and prices a 5,000-line import in one ERP call per 1,000 lines and shows it in one more', async ({
    stack,
    approver,
  }) => {
    const lines = Array.from({ length: 5000 }, (_, i) => ({
      partNumber: items[i % items.length]!.item.erp,
      quantity: 1,
    }));
    await stack.resetErpCalls();
    for (let start = 0; start < lines.length; start += 1000) {
      const batch = await approver.gql<Added>(ADD, { input: { lines: lines.slice(start, start + 1000) } });
      expect(batch.data!.addOrderPadLines.added).toHaveLength(1000);
    }
    const pad = await approver.gql<{ orderPad: { acceptedCount: number; errorCount: number; lines: Line[] } }>(PAD);
    expect(pad.data!.orderPad.lines).toHaveLength(5000);
    expect(pad.data!.orderPad.lines.at(-1)!.line).toBe(5000);
    expect(pad.data!.orderPad.acceptedCount + pad.data!.orderPad.errorCount).toBe(5000);
    const calls = await stack.erpCalls();
    expect(callsOf(calls, 'POST /order-pad/validate')).toBe(5);
    expect(callsOf(calls, 'GET /order-pad/{sessionId}')).toBe(1);
    // At most 3 ERP calls per 1,000 lines, whatever else the requests needed (the user, once per request).
    expect(calls.total).toBeLessThanOrEqual(15);
  });

  it("suggests the customer's own part numbers and the supplier's as the buyer types", async ({ buyer, approver }) => {
    const SUGGEST =
      'query S($term: String!) { partNumberSuggestions(term: $term) { customerParts { partNumber erp } supplierParts { partNumber erp description } } }';
    type Suggestions = {
      partNumberSuggestions: { customerParts: { partNumber: string }[]; supplierParts: { erp: string }[] };
    };
    const own = await buyer.gql<Suggestions>(SUGGEST, { term: 'acme-000' });
    expect(own.data!.partNumberSuggestions.customerParts).toHaveLength(5);
    expect(own.data!.partNumberSuggestions.customerParts[0]!.partNumber).toMatch(/^ACME-000/);
    const erp = items[0]!.item.erp;
    const supplier = await approver.gql<Suggestions>(SUGGEST, { term: erp });
    expect(supplier.data!.partNumberSuggestions.supplierParts.map((p) => p.erp)).toContain(erp);
    const short = await buyer.gql<Suggestions>(SUGGEST, { term: 'a' });
    expect(short.data!.partNumberSuggestions).toEqual({ customerParts: [], supplierParts: [] });
  });

  it('refuses bad lines with the rule, more than 1,000 per call, and express users', async ({ buyer, express }) => {
    const bad = await buyer.gql<Added>(ADD, { input: { lines: [{ partNumber: '100', quantity: 0 }] } });
    expect(bad.data!.addOrderPadLines.userErrors).toEqual([
      { field: 'lines.0', message: ORDER_PAD_MESSAGES.quantity, code: 'INVALID_INPUT' },
    ]);
    const many = Array.from({ length: 1001 }, () => ({ partNumber: '100', quantity: 1 }));
    const tooMany = await buyer.gql<Added>(ADD, { input: { lines: many } });
    expect(tooMany.data!.addOrderPadLines.userErrors[0]!.message).toBe('At most 1000 lines per call.');
    const refused = await express.gql(PAD);
    expect(refused.errors?.[0]).toMatchObject({
      message: ORDER_PAD_MESSAGES.notAvailable,
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
