import { describe, expect } from 'vitest';
import { it } from '../testing/fixtures.ts';

// A 500-line cart as B2B buyers fill it: every page reachable, quantities refused with their
// limit, and what is selected removed whether it was loaded or not.

type Item = { erp: string; price: { purchasable: boolean } | null };
type Line = { id: string; erp: string; quantity: number; quantityAvailable: number };
type Page = { cart: { lineCount: number; lines: Line[] } };

const PAGE =
  'query C($offset: Int!, $limit: Int!) { cart { lineCount lines(offset: $offset, limit: $limit) { id erp quantity quantityAvailable } } }';
const ADD =
  'mutation A($input: AddCartLinesInput!) { addCartLines(input: $input) { cart { lineCount } userErrors { field message } } }';
const UPDATE =
  'mutation U($input: UpdateCartLineInput!) { updateCartLine(input: $input) { cart { lineCount } userErrors { field message } } }';

describe('a 500-line cart', () => {
  it('pages to its last line, refuses quantities over the limit by name, and removes 200 selected lines', async ({
    buyer,
  }) => {
    const erps = new Set<string>();
    for (let page = 0; erps.size < 500 && page < 60; page += 1) {
      const found = await buyer.gql<{ productSearch: { nodes: { items: Item[] }[] } }>(
        'query S($page: Int!) { productSearch(input: { query: "", page: $page }) { nodes { items { erp price { purchasable } } } } }',
        { page },
      );
      for (const item of found.data!.productSearch.nodes.flatMap((node) => node.items))
        if (item.price?.purchasable && erps.size < 500) erps.add(item.erp);
    }
    expect(erps.size).toBe(500);
    const added = await buyer.gql<{ addCartLines: { cart: { lineCount: number }; userErrors: unknown[] } }>(ADD, {
      input: { lines: [...erps].map((erp) => ({ erp, quantity: 1 })) },
    });
    expect(added.data!.addCartLines.userErrors).toEqual([]);
    expect(added.data!.addCartLines.cart.lineCount).toBe(500);

    const seen: Line[] = [];
    for (let offset = 0; offset < 500; offset += 20) {
      const page = await buyer.gql<Page>(PAGE, { offset, limit: 20 });
      seen.push(...page.data!.cart.lines);
    }
    expect(new Set(seen.map((line) => line.erp))).toEqual(erps);
    // The cart page widens its window with Load More: one request reaches all 500.
    expect((await buyer.gql<Page>(PAGE, { offset: 0, limit: 500 })).data!.cart.lines).toHaveLength(500);
    expect(seen.every((line) => line.quantityAvailable >= 0)).toBe(true);

    const last = seen[499]!;
    const tooMany = await buyer.gql<{ updateCartLine: { userErrors: { field: string; message: string }[] } }>(UPDATE, {
      input: { lineId: last.id, quantity: 99_999_999 },
    });
    expect(tooMany.data!.updateCartLine.userErrors).toEqual([
      { field: 'quantity', message: 'Quantity may be at most 999,999.' },
    ]);
    const more = await buyer.gql<{ addCartLines: { userErrors: { field: string; message: string }[] } }>(ADD, {
      input: { lines: [{ erp: last.erp, quantity: 999_999 }] },
    });
    expect(more.data!.addCartLines.userErrors).toEqual([
      { field: 'lines.0.quantity', message: 'Quantity may be at most 999,999.' },
    ]);
    // More than can ship now still orders (the line says so).
    const large = await buyer.gql<{ updateCartLine: { userErrors: unknown[] } }>(UPDATE, {
      input: { lineId: last.id, quantity: last.quantityAvailable + 50 },
    });
    expect(large.data!.updateCartLine.userErrors).toEqual([]);

    const removed = await buyer.gql<{ removeCartLines: { cart: { lineCount: number }; userErrors: unknown[] } }>(
      'mutation R($input: RemoveCartLinesInput!) { removeCartLines(input: $input) { cart { lineCount } userErrors { message } } }',
      { input: { lineIds: seen.slice(300).map((line) => line.id) } },
    );
    expect(removed.data!.removeCartLines.cart.lineCount).toBe(300);
  });
});
