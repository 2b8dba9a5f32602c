// The bench's order pad row: a 5,000-line import as the web sends it (batches of 1,000 lines, then
// the pad read once), timed end to end, with the ERP calls it cost. Issue 19: at most 3 ERP calls
// per 1,000 lines, shown within 2 s.

type Calls = { total: number; byRoute: Record<string, number> };
type Control = (method: string, path: string) => Promise<Response>;

const ADD =
  'mutation A($input: AddOrderPadLinesInput!) { addOrderPadLines(input: $input) { added { line status } userErrors { message } } }';
const PAD =
  '{ orderPad { acceptedCount errorCount total { display } lines { line partNumber erp description quantity price { display } status error } } }';

export type OrderPadRow = { lines: number; ms: number; erpCalls: number; accepted: number; errors: number };

export const benchOrderPadImport = async (
  gatewayUrl: string,
  cookie: string,
  control: Control,
): Promise<OrderPadRow> => {
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    return ((await response.json()) as { data: T }).data;
  };
  const found = await gql<{ productSearch: { nodes: { items: { erp: string }[] }[] } }>(
    '{ productSearch(input: { query: "gloves" }) { nodes { items { erp } } } }',
  );
  const erps = found.productSearch.nodes.flatMap((node) => node.items.map((item) => item.erp));
  // One line in 50 is a part number the ERP does not know, as in a real spreadsheet.
  const lines = Array.from({ length: 5000 }, (_, i) => ({
    partNumber: i % 50 === 49 ? `NOPE-${i}` : erps[i % erps.length]!,
    quantity: 1 + (i % 7),
  }));
  await gql('mutation { clearOrderPad { userErrors { message } } }');
  await control('DELETE', 'calls');
  const started = performance.now();
  for (let start = 0; start < lines.length; start += 1000)
    await gql(ADD, { input: { lines: lines.slice(start, start + 1000) } });
  const pad = await gql<{ orderPad: { acceptedCount: number; errorCount: number } }>(PAD);
  const ms = performance.now() - started;
  const counted = (await (await control('GET', 'calls')).json()) as Calls;
  await gql('mutation { clearOrderPad { userErrors { message } } }');
  return {
    lines: lines.length,
    ms,
    erpCalls: counted.total,
    accepted: pad.orderPad.acceptedCount,
    errors: pad.orderPad.errorCount,
  };
};

export const orderPadTable = (row: OrderPadRow): string[] => [
  '',
  `A ${row.lines}-line order pad import (batches of 1,000, then the pad read once), 0 ms, cold cache:`,
  '',
  '| import | ERP calls | per 1,000 lines | accepted / errors | end to end ms | budget |',
  '|---|---|---|---|---|---|',
  `| order pad, ${row.lines} lines | ${row.erpCalls} | ${((row.erpCalls * 1000) / row.lines).toFixed(2)} | ${row.accepted} / ${row.errors} | ${row.ms.toFixed(0)} | ${row.ms <= 2000 && row.erpCalls <= (3 * row.lines) / 1000 ? 'within' : 'OVER'} (2000 ms, 3 calls per 1,000) |`,
];
