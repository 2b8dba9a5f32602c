import { describe, expect, it } from 'vitest';
import type { ErpCartLine } from '../erp/types.ts';
import { unitGateway } from '../testing/unit.ts';
import { erpCart, erpCartLine, erpCartLines } from '../testing/erp-answers/cart.ts';

// A 500-line cart as B2B buyers fill it: every page reachable, quantities refused with their
// limit, and what is selected removed whether it was loaded or not.

type Line = { id: string; erp: string; quantity: number; quantityAvailable: number };
type Page = { cart: { lineCount: number; lines: Line[] } };

const PAGE =
  'query C($offset: Int!, $limit: Int!) { cart { lineCount lines(offset: $offset, limit: $limit) { id erp quantity quantityAvailable } } }';
const ADD =
  'mutation A($input: AddCartLinesInput!) { addCartLines(input: $input) { cart { lineCount } userErrors { field message } } }';
const UPDATE =
  'mutation U($input: UpdateCartLineInput!) { updateCartLine(input: $input) { cart { lineCount } userErrors { field message } } }';
const REMOVE =
  'mutation R($input: RemoveCartLinesInput!) { removeCartLines(input: $input) { cart { lineCount } userErrors { message } } }';

describe('a 500-line cart', () => {
  it('pages to its last line, refuses quantities over the limit by name, and removes 200 selected lines', async () => {
    const items = erpCartLines(500).map((line) => line.erp);
    let lines: ErpCartLine[] = [];
    const gateway = await unitGateway({
      'GET /cart/{session_id}': () => erpCart(lines),
      // The ERP prices what was written: each written line comes back as a priced cart line.
      'PUT /cart/{session_id}': ({ init }) => {
        lines = (init.body.cart_lines ?? []).map((line, i) =>
          erpCartLine(i + 1, { erp: line.erp, quantity: line.quantity ?? 1 }),
        );
        return erpCart(lines);
      },
      'PUT /cart/{session_id}/line/{id}': ({ path, init }) => {
        lines = lines.map((line) =>
          path.endsWith(`/${line.id}`) ? { ...line, quantity: init.body.quantity ?? line.quantity } : line,
        );
        return erpCart(lines);
      },
      'DELETE /cart/{session_id}/lines': ({ init }) => {
        lines = lines.filter((line) => !init.body.item_ids.includes(line.id));
        return erpCart(lines);
      },
    });
    const added = await gateway.run<{ addCartLines: { cart: { lineCount: number }; userErrors: unknown[] } }>(ADD, {
      input: { lines: items.map((erp) => ({ erp, quantity: 1 })) },
    });
    expect(added.data!.addCartLines.userErrors).toEqual([]);
    expect(added.data!.addCartLines.cart.lineCount).toBe(500);
    // One write carries all 500 lines.
    expect(gateway.callsTo('PUT /cart/{session_id}')).toHaveLength(1);

    const seen: Line[] = [];
    for (let offset = 0; offset < 500; offset += 20) {
      const page = await gateway.run<Page>(PAGE, { offset, limit: 20 });
      seen.push(...page.data!.cart.lines);
    }
    expect(new Set(seen.map((line) => line.erp))).toEqual(new Set(items));
    // The cart page widens its window with Load More: one request reaches all 500.
    expect((await gateway.run<Page>(PAGE, { offset: 0, limit: 500 })).data!.cart.lines).toHaveLength(500);
    expect(seen.every((line) => line.quantityAvailable >= 0)).toBe(true);

    const last = seen[499]!;
    const tooMany = await gateway.run<{ updateCartLine: { userErrors: { field: string; message: string }[] } }>(
      UPDATE,
      { input: { lineId: last.id, quantity: 1000 } },
    );
    expect(tooMany.data!.updateCartLine.userErrors).toEqual([
      { field: 'quantity', message: 'Quantity may be at most 999.' },
    ]);
    // 999 more of an item already in the cart once would make a line of 1,000.
    const more = await gateway.run<{ addCartLines: { userErrors: { field: string; message: string }[] } }>(ADD, {
      input: { lines: [{ erp: last.erp, quantity: 999 }] },
    });
    expect(more.data!.addCartLines.userErrors).toEqual([
      { field: 'lines.0.quantity', message: 'Quantity may be at most 999.' },
    ]);
    // Neither refusal reached the ERP.
    expect(gateway.callsTo('PUT /cart/{session_id}/line/{id}')).toHaveLength(0);
    expect(gateway.callsTo('PUT /cart/{session_id}')).toHaveLength(1);
    // More than can ship now still orders (the line says so).
    const large = await gateway.run<{ updateCartLine: { userErrors: unknown[] } }>(UPDATE, {
      input: { lineId: last.id, quantity: last.quantityAvailable + 50 },
    });
    expect(large.data!.updateCartLine.userErrors).toEqual([]);

    const removed = await gateway.run<{ removeCartLines: { cart: { lineCount: number }; userErrors: unknown[] } }>(
      REMOVE,
      { input: { lineIds: seen.slice(300).map((line) => line.id) } },
    );
    expect(removed.data!.removeCartLines.cart.lineCount).toBe(300);
    expect(gateway.callsTo('DELETE /cart/{session_id}/lines')[0]!.body).toEqual({
      item_ids: seen.slice(300).map((line) => line.id),
    });
  });
});
