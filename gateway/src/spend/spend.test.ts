// The spend report over the typed fake ERP: who may see it, one pass over the history pages, one
// classification call, totals that add up, period boundaries and the per-customer cache.
import { describe, expect, it } from 'vitest';
import type { ErpOrderListRow, ErpUser } from '../erp/types.ts';
import { unitGateway } from '../testing/unit.ts';
import { erpOrderRow } from '../testing/erp-answers/orders.ts';
import { erpUser, PERSONA_USERS, principalOfUser } from '../testing/erp-answers/account.ts';

const REPORT = `query ($from: String!, $to: String!) {
  spendReport(input: { from: $from, to: $to }) {
    total { value display } orderCount
    byMonth { key label total { value } orderCount }
    byDepartment { key label total { value } orderCount }
    byUser { label total { value } }
    byCategory { key label total { value } orderCount }
    byBrand { label total { value } }
  }
}`;
const DRILL = `query ($from: String!, $to: String!, $key: String!) {
  spendReport(input: { from: $from, to: $to }) {
    orders(dimension: CATEGORY, key: $key, pageSize: 10) { totalCount nodes { orderNumber spend { value } } }
  }
}`;

type Group = { key: string; label: string; total: { value: number }; orderCount: number };
type Report = {
  total: { value: number; display: string };
  orderCount: number;
  byMonth: Group[];
  byDepartment: Group[];
  byUser: Group[];
  byCategory: Group[];
  byBrand: Group[];
};

const ITEMS = ['GLV-1', 'GLV-2', 'DRL-1', 'OLD-9'];
const CLASSES: Record<string, { brand: string; category: string }> = {
  'GLV-1': { brand: 'Ansell', category: 'Gloves' },
  'GLV-2': { brand: 'MCR', category: 'Gloves' },
  'DRL-1': { brand: 'DeWalt', category: 'Drills' },
};

/** 600 orders over 2026: three pages of 250; every 10th is a quote (not spend). */
const HISTORY: ErpOrderListRow[] = Array.from({ length: 600 }, (_, i) => {
  const lines = [
    { item_number: ITEMS[i % 4]!, quantity: 2, amount: 10.05 + (i % 7) },
    { item_number: ITEMS[(i + 1) % 4]!, quantity: 1, amount: 3.3 },
  ];
  return erpOrderRow(i, {
    transtype: i % 10 === 9 ? 'q' : 'o',
    enterdt: `2026-${String((i % 11) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    employeename: i % 3 ? 'Rachael Rosen' : 'Roy Batty',
    department: i % 4 ? 'PRODUCTION' : null,
    lines,
    totlineord: lines.reduce((s, l) => s + l.amount, 0),
  });
});

const routes = () => ({
  'POST /orders/history': ({ init }: { init: { body: { page?: number; limit?: number } } }) => {
    const { page = 1, limit = 25 } = init.body;
    const data = HISTORY.slice((page - 1) * limit, page * limit);
    return { data, meta: { total_items: HISTORY.length, current_items: data.length } };
  },
  'POST /index/items/classification': ({ init }: { init: { body: { items: string[] } } }) => ({
    items: init.body.items.flatMap((erp) => (CLASSES[erp] ? [{ erp, ...CLASSES[erp] }] : [])),
  }),
});

const as = async (user: ErpUser, amountMode: 'CURRENCY' | 'UNITS' = 'CURRENCY') =>
  unitGateway({ 'GET /user/{id}': () => user, ...routes() }, { principal: principalOfUser(user, { amountMode }) });

const YEAR = { from: '2026-01-01', to: '2026-11-27' };
const sum = (groups: Group[]) => Math.round(groups.reduce((s, g) => s + g.total.value * 100, 0)) / 100;

describe('the spend report', () => {
  it('reads the history in one pass of pages and classifies the items in one call', async () => {
    const gateway = await as(PERSONA_USERS.admin());
    const { data, errors } = await gateway.run<{ spendReport: Report }>(REPORT, YEAR);
    expect(errors).toBeUndefined();
    expect(gateway.callsTo('POST /orders/history').map((c) => (c.body as { page: number }).page)).toEqual([1, 2, 3]);
    expect(gateway.callsTo('POST /orders/history')[0]!.body).toMatchObject({
      customerNumber: '10001',
      from: '2026-01-01',
      to: '2026-11-27',
      omitCancelled: true,
      withLines: true,
    });
    expect(gateway.callsTo('POST /index/items/classification')).toHaveLength(1);
    expect(data!.spendReport.orderCount).toBe(540);
  });

  it('adds every grouping up to the total, which is the sum of the orders (quotes left out)', async () => {
    const gateway = await as(PERSONA_USERS.admin());
    const report = (await gateway.run<{ spendReport: Report }>(REPORT, YEAR)).data!.spendReport;
    const expected =
      Math.round(HISTORY.filter((o) => o.transtype !== 'q').reduce((s, o) => s + o.totlineord * 100, 0)) / 100;
    expect(report.total.value).toBe(expected);
    for (const groups of [report.byMonth, report.byDepartment, report.byUser, report.byCategory, report.byBrand])
      expect(sum(groups)).toBe(expected);
    expect(report.byMonth.map((m) => m.label)).toEqual([
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
      'Apr 2026',
      'May 2026',
      'Jun 2026',
      'Jul 2026',
      'Aug 2026',
      'Sep 2026',
      'Oct 2026',
      'Nov 2026',
    ]);
    expect(report.byDepartment.map((d) => d.label)).toEqual(['PRODUCTION', 'No department']);
    expect(report.byCategory.map((c) => c.label)).toEqual(['Gloves', 'Drills', 'Uncategorized']);
    expect(report.byBrand.map((b) => b.label)).toContain('Unknown brand');
    expect(report.total.display).toMatch(/^\$[\d,]+\.\d\d$/);
  });

  it('drills into a group from the kept figures, without another ERP call', async () => {
    const gateway = await as(PERSONA_USERS.admin());
    const report = (await gateway.run<{ spendReport: Report }>(REPORT, YEAR)).data!.spendReport;
    const drills = report.byCategory.find((c) => c.label === 'Drills')!;
    const erpReads = () =>
      gateway.callsTo('POST /orders/history').length + gateway.callsTo('POST /index/items/classification').length;
    const before = erpReads();
    const answer = await gateway.run<{
      spendReport: { orders: { totalCount: number; nodes: { orderNumber: string; spend: { value: number } }[] } };
    }>(DRILL, { ...YEAR, key: 'Drills' });
    expect(erpReads()).toBe(before);
    expect(answer.data!.spendReport.orders.totalCount).toBe(drills.orderCount);
    expect(answer.data!.spendReport.orders.nodes).toHaveLength(10);
  });

  it('keeps the figures per customer and period', async () => {
    const gateway = await as(PERSONA_USERS.admin());
    await gateway.run(REPORT, YEAR);
    await gateway.run(REPORT, YEAR);
    expect(gateway.callsTo('POST /orders/history')).toHaveLength(3);
    await gateway.run(REPORT, { from: '2026-02-01', to: '2026-11-27' });
    expect(gateway.callsTo('POST /orders/history')).toHaveLength(6);
    const globex = await gateway.as(principalOfUser(PERSONA_USERS.globex()));
    gateway.answer({ 'GET /user/{id}': () => PERSONA_USERS.globex() });
    await globex.run(REPORT, YEAR);
    expect(gateway.callsTo('POST /orders/history').at(-1)!.body).toMatchObject({ customerNumber: '10004' });
  });

  it('asks the ERP for the period as given, both days included', async () => {
    const gateway = await as(PERSONA_USERS.admin());
    await gateway.run(REPORT, { from: '2026-03-01', to: '2026-03-31' });
    expect(gateway.callsTo('POST /orders/history')[0]!.body).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
  });

  it('refuses bad periods with the form’s messages, before any history is read', async () => {
    const gateway = await as(PERSONA_USERS.admin());
    const message = async (from: string, to: string) => (await gateway.run(REPORT, { from, to })).errors?.[0]?.message;
    expect(await message('2026-03-31', '2026-03-01')).toBe('From must be on or before To.');
    expect(await message('03/01/2026', '2026-03-31')).toBe('Enter dates as YYYY-MM-DD.');
    expect(await message('2020-01-01', '2026-03-31')).toBe(
      'A report covers at most two years; choose a shorter period.',
    );
    expect(await message('2026-01-01', '2999-01-01')).toBe('To cannot be after today.');
    expect(gateway.callsTo('POST /orders/history')).toEqual([]);
  });

  it('refuses users without order history or admin rights, units mode and guests', async () => {
    const noHistory = await as(erpUser({ id: 53, username: 'nohistory@acme.example', order_history: false }));
    const units = await as(PERSONA_USERS.buyer(), 'UNITS');
    const guest = await unitGateway({}, { principal: null });
    for (const gateway of [noHistory, units]) {
      const answer = await gateway.run(REPORT, YEAR);
      expect(answer.errors?.[0]?.message).toBe('You do not have access to spend reports.');
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(gateway.callsTo('POST /orders/history')).toEqual([]);
    }
    expect((await guest.run(REPORT, YEAR)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const buyer = await as(PERSONA_USERS.buyer());
    expect((await buyer.run(REPORT, YEAR)).errors).toBeUndefined();
    const adminWithoutHistory = await as({ ...PERSONA_USERS.admin(), order_history: false });
    expect((await adminWithoutHistory.run(REPORT, YEAR)).errors).toBeUndefined();
  });
});
