import { HttpResponse } from 'msw';
import { AccountSummaryDocument, type AccountSummaryQuery } from '../../features/company/AccountSummary.generated';
import { api } from '../api';

const money = (value: number) => ({
  __typename: 'Amount' as const,
  value,
  display: `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
});

/** Acme's overview as the gateway answers it: a balance in every bucket. */
export const accountSummary = (): AccountSummaryQuery['accountSummary'] => ({
  __typename: 'AccountSummary',
  companyName: 'Acme Fabrication',
  address: '4595 Foundry St, Pittsburgh, PA 15222',
  lastSaleDate: '2026-11-15',
  lastPaymentDate: '2026-11-07',
  salesYearToDate: money(868507.61),
  salesLastYear: money(654599.68),
  openOrderValue: money(54376.67),
  futureInvoiceBalance: money(31111.47),
  agingBalances: [
    ['CURRENT', 'Current', 19538.12],
    ['DAYS_1_30', 'Over 30 days', 10743.61],
    ['DAYS_31_60', 'Over 60 days', 75500.86],
    ['DAYS_61_90', 'Over 90 days', 90970.9],
    ['OVER_90', 'Over 120 days', 589127.38],
  ].map(([bucket, label, value]) => ({
    __typename: 'AgingBalance' as const,
    bucket: bucket as 'CURRENT',
    label: label as string,
    balance: money(value as number),
  })),
  totalBalance: money(785880.87),
});

export const companyHandlers = [
  api.query(AccountSummaryDocument, () =>
    HttpResponse.json({ data: { __typename: 'Query', accountSummary: accountSummary() } }),
  ),
];

/** The ERP failed: the gateway answers the query with an error and no data. */
export const failingSummaryHandler = api.query(AccountSummaryDocument, () =>
  HttpResponse.json({ data: null, errors: [{ message: 'Unavailable', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }),
);
