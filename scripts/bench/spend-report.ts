// The bench's spend report row: Tyrell Manufacturing's last 12 months (the sandbox's customer with
// 1,000 orders over a year) as one gateway request, counting the ERP calls it made: the history
// pages of one pass and one classification call, never a call per order or per line. Then the same
// request again, answered from the cache.

type Calls = { total: number; byRoute: Record<string, number> };
type Control = (method: string, path: string) => Promise<Response>;

export const SPEND_USERNAME = 'manager@tyrell.example';

const REPORT =
  'query S($input: SpendReportInput!) { spendReport(input: $input) { orderCount total { display } byMonth { key total { value } } byDepartment { key total { value } } byUser { key total { value } } byCategory { key total { value } } byBrand { key total { value } } } }';

export type SpendReportRow = {
  orders: number;
  total: string;
  cold: { ms: number; calls: Calls };
  cached: { ms: number; calls: Calls };
};

const lastTwelveMonths = (): { from: string; to: string } => {
  const now = new Date();
  return {
    from: new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10),
    to: now.toISOString().slice(0, 10),
  };
};

export const benchSpendReport = async (
  gatewayUrl: string,
  cookie: string,
  control: Control,
): Promise<SpendReportRow> => {
  const input = lastTwelveMonths();
  const once = async () => {
    await control('DELETE', 'calls');
    const started = performance.now();
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: REPORT, variables: { input } }),
    });
    const body = (await response.json()) as {
      data?: { spendReport: { orderCount: number; total: { display: string } } };
      errors?: { message: string }[];
    };
    const ms = performance.now() - started;
    if (!body.data) throw new Error(`spend report failed: ${body.errors?.[0]?.message ?? response.status}`);
    const calls = (await (await control('GET', 'calls')).json()) as Calls;
    return { ms, calls, report: body.data.spendReport };
  };
  const cold = await once();
  const cached = await once();
  return {
    orders: cold.report.orderCount,
    total: cold.report.total.display,
    cold: { ms: cold.ms, calls: cold.calls },
    cached: { ms: cached.ms, calls: cached.calls },
  };
};

const routes = (calls: Calls): string =>
  Object.entries(calls.byRoute)
    .map(([route, n]) => `${route} x${n}`)
    .join(', ') || 'none';

export const spendReportTable = (row: SpendReportRow): string[] => [
  '',
  `A spend report over the last 12 months of a customer with 1,000 orders over a year (${row.orders} counted, ${row.total}), one gateway request, 0 ms:`,
  '',
  '| request | ERP calls | which | ms |',
  '|---|---|---|---|',
  `| spend report, cold cache | ${row.cold.calls.total} | ${routes(row.cold.calls)} | ${row.cold.ms.toFixed(1)} |`,
  `| spend report, cached | ${row.cached.calls.total} | ${routes(row.cached.calls)} | ${row.cached.ms.toFixed(1)} |`,
];
