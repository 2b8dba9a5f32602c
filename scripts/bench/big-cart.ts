// The bench's 500-line cart row: the cart page's lines fetched a page of 20 at a time (Load More to
// the last page), counting the ERP calls each page costs. The page must stay at one cart call and
// at most one pricing call, never a call per line.

type Calls = { total: number; byRoute: Record<string, number> };
type Control = (method: string, path: string) => Promise<Response>;

const CART_PAGE =
  'query Cart($offset: Int!, $limit: Int!) { cart { id lineCount itemCount subtotal { display } lines(offset: $offset, limit: $limit) { id erp description quantity quantityAvailable unitOfMeasure unitPrice { display } lineTotal { display } } } }';

export type BigCartRow = { lines: number; pages: number; callsPerPage: number; pricingPerPage: number; p50: number };

export const benchBigCart = async (gatewayUrl: string, cookie: string, control: Control): Promise<BigCartRow> => {
  const gql = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    return ((await response.json()) as { data: T }).data;
  };
  const erps = new Set<string>();
  for (let page = 0; erps.size < 500 && page < 60; page += 1) {
    const found = await gql<{
      productSearch: { nodes: { items: { erp: string; price: { purchasable: boolean } | null }[] }[] };
    }>(
      'query S($page: Int!) { productSearch(input: { query: "", page: $page }) { nodes { items { erp price { purchasable } } } } }',
      { page },
    );
    for (const item of found.productSearch.nodes.flatMap((node) => node.items))
      if (item.price?.purchasable && erps.size < 500) erps.add(item.erp);
  }
  await gql('mutation A($input: AddCartLinesInput!) { addCartLines(input: $input) { userErrors { message } } }', {
    input: { lines: [...erps].map((erp) => ({ erp, quantity: 1 })) },
  });
  const times: number[] = [];
  let calls = 0;
  let pricing = 0;
  const pages = Math.ceil(erps.size / 20);
  for (let page = 0; page < pages; page += 1) {
    await control('DELETE', 'calls');
    const started = performance.now();
    await gql(CART_PAGE, { offset: page * 20, limit: 20 });
    times.push(performance.now() - started);
    const counted = (await (await control('GET', 'calls')).json()) as Calls;
    calls += counted.total;
    pricing += Object.entries(counted.byRoute)
      .filter(([route]) => route.includes('/pricing'))
      .reduce((sum, [, n]) => sum + n, 0);
  }
  times.sort((a, b) => a - b);
  // The last step of the bench: the buyer's cart is emptied rather than left at 500 lines.
  const all = await gql<{ cart: { lines: { id: string }[] } }>(CART_PAGE, { offset: 0, limit: 1000 });
  await gql('mutation R($input: RemoveCartLinesInput!) { removeCartLines(input: $input) { userErrors { message } } }', {
    input: { lineIds: all.cart.lines.map((line) => line.id) },
  });
  return {
    lines: erps.size,
    pages,
    callsPerPage: calls / pages,
    pricingPerPage: pricing / pages,
    p50: times[Math.floor(times.length / 2)] ?? 0,
  };
};

export const bigCartTable = (row: BigCartRow): string[] => [
  '',
  `A ${row.lines}-line cart, its ${row.pages} pages of 20 lines fetched one after another (Load More to the last), 0 ms, cold cache:`,
  '',
  '| page | ERP calls/page | of which pricing | p50 ms |',
  '|---|---|---|---|',
  `| cart, ${row.lines} lines, 20 per page | ${row.callsPerPage.toFixed(2)} | ${row.pricingPerPage.toFixed(2)} | ${row.p50.toFixed(1)} |`,
];
