import { Alert } from '../ui/Alert';
import { Spinner } from '../ui/Spinner';
import type { OrderEstimateFieldsFragment } from './OrderEstimate.generated';

/**
 * Subtotal, estimated freight, tax and total of an order before it is placed: the ERP's figures from the
 * calculation the order is charged with. Without figures it says why (`pending` while they are not asked
 * yet). An order over the buyer's limit says so here, naming the approvers.
 */
export function OrderEstimateSummary({
  result,
  loading = false,
  pending,
}: {
  result: OrderEstimateFieldsFragment | undefined;
  loading?: boolean;
  pending: string;
}) {
  const estimate = result?.estimate;
  return (
    <section aria-label="Order total">
      {estimate ? (
        <dl className="totals">
          <dt>Subtotal</dt>
          <dd>{estimate.subtotal.display}</dd>
          {estimate.discount.value > 0 && (
            <>
              <dt>Discount</dt>
              <dd>-{estimate.discount.display}</dd>
            </>
          )}
          <dt>Estimated freight</dt>
          <dd>{estimate.freeFreight ? `Free (${estimate.shipping.display})` : estimate.shipping.display}</dd>
          <dt>Tax</dt>
          <dd>{estimate.tax.display}</dd>
          <dt>Total</dt>
          <dd>
            <strong>{estimate.total.display}</strong>
          </dd>
        </dl>
      ) : loading ? (
        <Spinner label="Calculating freight and tax…" />
      ) : (
        <p className="muted">{result?.message ?? pending}</p>
      )}
      {result?.approval && (
        <Alert tone={result.approval.overMaximum ? 'error' : 'warning'}>{result.approval.message}</Alert>
      )}
    </section>
  );
}
