import { RETURN_REASONS, RETURN_STATUS_LABELS } from '@mro/rules/returns';
import { Link } from '../../ui/Link';
import { formatDate } from '../../lib/format';
import type { OrderDetailFieldsFragment } from './OrderDetail.generated';

const reasonLabel = (code: string) => RETURN_REASONS.find((r) => r.code === code)?.label ?? code;

/** Under a shipped order: its return requests and, while the policy allows, the way to ask for one. */
export function OrderReturns({ order }: { order: OrderDetailFieldsFragment }) {
  const eligibility = order.returnEligibility;
  if (!eligibility && order.returnRequests.length === 0) return null;
  return (
    <section aria-labelledby="returns-title">
      <h2 id="returns-title">Returns</h2>
      {order.returnRequests.length > 0 && (
        <ul>
          {order.returnRequests.map((request) => (
            <li key={request.id}>
              {formatDate(request.createdOn)}: {request.lines.reduce((sum, line) => sum + line.quantity, 0)} item(s),{' '}
              {reasonLabel(request.reason)}, <strong>{RETURN_STATUS_LABELS[request.status]}</strong>
              {request.rmaNumber ? ` (RMA ${request.rmaNumber})` : ''}
            </li>
          ))}
        </ul>
      )}
      {eligibility?.open ? (
        <p>
          <Link to={`/my-account/order-details/${order.orderNumber}/return`}>Request a Return</Link> (until{' '}
          {formatDate(eligibility.lastDay)})
        </p>
      ) : (
        eligibility?.reason && <p>{eligibility.reason}</p>
      )}
    </section>
  );
}
