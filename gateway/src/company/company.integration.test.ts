import { describe, expect } from 'vitest';
import { COMPANY_MESSAGES } from '@mro/rules/company';
import { stackTest } from '../testing/fixtures.ts';

const it = stackTest();
it.beforeEach(({ stack }) => stack.setFaults([]));

const SUMMARY = `{ accountSummary { companyName address lastSaleDate lastPaymentDate
  salesYearToDate { value display } salesLastYear { value } openOrderValue { value } futureInvoiceBalance { value }
  agingBalances { bucket label balance { value display mode } } totalBalance { value } } }`;

type Summary = {
  accountSummary: {
    companyName: string;
    address: string;
    lastSaleDate: string | null;
    salesYearToDate: { value: number; display: string };
    agingBalances: { bucket: string; label: string; balance: { value: number; display: string; mode: string } }[];
    totalBalance: { value: number };
  };
};

describe('the account overview', () => {
  it('shows the buyer’s company with a balance in each of the five buckets', async ({ buyer }) => {
    const answer = await buyer.gql<Summary>(SUMMARY);
    expect(answer.errors).toBeUndefined();
    const summary = answer.data!.accountSummary;
    expect(summary.companyName).toBe('Acme Fabrication');
    expect(summary.address).toMatch(/, [A-Z]{2} \d{5}$/);
    expect(summary.lastSaleDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(summary.salesYearToDate.display).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(summary.agingBalances.map((b) => b.label)).toEqual([
      'Current',
      'Over 30 days',
      'Over 60 days',
      'Over 90 days',
      'Over 120 days',
    ]);
    expect(summary.agingBalances.every((b) => b.balance.value > 0 && b.balance.mode === 'CURRENCY')).toBe(true);
    const sum = summary.agingBalances.reduce((s, b) => s + b.balance.value, 0);
    expect(summary.totalBalance.value).toBeCloseTo(sum, 2);
  });

  it('shows a units customer its amounts in units', async ({ units }) => {
    const summary = (await units.gql<Summary>(SUMMARY)).data!.accountSummary;
    expect(summary.companyName).toBe('Northwind Maintenance');
    expect(summary.agingBalances[0]!.balance.display).toMatch(/units?$/);
  });

  it('refuses the open-browse customer, users without the flag and a guest', async ({ stack, noHistory }) => {
    expect((await noHistory.gql(SUMMARY)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const openBrowse = await stack.clientAs('guest@openbrowse.example');
    expect((await openBrowse.gql(SUMMARY)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await stack.client().gql(SUMMARY)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('says the summary failed when the ERP fails', async ({ stack, admin }) => {
    await stack.setFaults([{ route: 'GET /company/1/{customerNumber}/summary', errorRate: 1, errorStatus: 503 }]);
    const answer = await admin.gql<Summary>(SUMMARY);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(COMPANY_MESSAGES.summaryFailed).toBe('Failed to load account summary information.');
  });
});
