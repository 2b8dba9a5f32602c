import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import { amount } from '../common/amount.ts';
import { forbidden, toGraphQLError } from '../common/errors.ts';
import { GraphQLError } from 'graphql';
import { viewerUser } from '../auth/viewer.ts';
import { canViewAccountOverview } from '../auth/account-access.ts';
import type { AccountSummary } from '../generated/resolvers-types.ts';
import { AGING_BUCKETS, COMPANY_MESSAGES, parsePeriodBalances } from '@mro/rules/company';

const cents = (n: number) => Math.round(n * 100) / 100;

/** The overview of the customer the viewer buys for, from GET /user/customerSummary/{id} (by the user, §7.1). */
export async function loadAccountSummary(context: GatewayContext): Promise<AccountSummary> {
  const { amountMode: mode, userId } = requirePrincipal(context);
  const user = await viewerUser(context);
  if (!canViewAccountOverview(user)) throw forbidden(COMPANY_MESSAGES.notAllowed);
  let summary;
  try {
    summary = await context.erp.get('/user/customerSummary/{id}', { path: { id: userId } });
  } catch (error) {
    throw toGraphQLError(error);
  }
  const balances = parsePeriodBalances(summary.custperiodbal);
  // A malformed record is the ERP's fault: the page says the summary failed to load.
  if (!balances)
    throw new GraphQLError(COMPANY_MESSAGES.summaryFailed, { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  return {
    companyName: summary.name,
    address: summary.address,
    lastSaleDate: summary.lastsaledt,
    lastPaymentDate: summary.lastpaydt,
    salesYearToDate: amount(summary.salesytd, mode),
    salesLastYear: amount(summary.lastsalesytd, mode),
    openOrderValue: amount(summary.openordval, mode),
    futureInvoiceBalance: amount(summary.futinvbal, mode),
    agingBalances: AGING_BUCKETS.map((bucket, index) => ({
      bucket: bucket.bucket,
      label: bucket.label,
      balance: amount(balances[index]!, mode),
    })),
    totalBalance: amount(cents(balances.reduce((sum, b) => sum + b, 0)), mode),
  };
}
