import type { AccountSummaryQuery } from '../../features/company/AccountSummary.generated';

type AccountSummary = NonNullable<AccountSummaryQuery['accountSummary']>;
type AgingBalance = AccountSummary['agingBalances'][number];

/** An amount in dollars as the gateway formats it ($868,507.61). */
export const dollars = (value: number) => ({
  __typename: 'Amount' as const,
  value,
  display: `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
});

export const agingBalanceOf = (bucket: AgingBalance['bucket'], label: string, balance: number): AgingBalance => ({
  __typename: 'AgingBalance',
  bucket,
  label,
  balance: dollars(balance),
});

/** Acme's account overview: a balance in every aging bucket. */
export const accountSummaryOf = (overrides: Partial<AccountSummary> = {}): AccountSummary => ({
  __typename: 'AccountSummary',
  companyName: 'Acme Fabrication',
  address: '4595 Foundry St, Pittsburgh, PA 15222',
  lastSaleDate: '2026-11-15',
  lastPaymentDate: '2026-11-07',
  salesYearToDate: dollars(868507.61),
  salesLastYear: dollars(654599.68),
  openOrderValue: dollars(54376.67),
  futureInvoiceBalance: dollars(31111.47),
  agingBalances: [
    agingBalanceOf('CURRENT', 'Current', 19538.12),
    agingBalanceOf('DAYS_1_30', 'Over 30 days', 10743.61),
    agingBalanceOf('DAYS_31_60', 'Over 60 days', 75500.86),
    agingBalanceOf('DAYS_61_90', 'Over 90 days', 90970.9),
    agingBalanceOf('OVER_90', 'Over 120 days', 589127.38),
  ],
  totalBalance: dollars(785880.87),
  ...overrides,
});
