import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ORDER_NOT_FOUND } from '@mro/rules/orders';
import {
  RETURN_MESSAGES,
  RETURN_POLICY,
  RETURN_REASONS,
  hasReturnErrors,
  returnRequestErrors,
  type ReturnReason,
} from '@mro/rules/returns';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { NativeSelect } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { TextArea } from '../../ui/TextArea';
import { friendlyError } from '../../lib/apolloErrors';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { RequestReturnDocument, ReturnableOrderDocument, type ReturnableOrderQuery } from './Returns.generated';
import { ReturnLinesTable } from './ReturnLinesTable';

type Order = NonNullable<ReturnableOrderQuery['order']>;

/** /my-account/order-details/:orderNumber/return: asks for a return (RMA) of lines of a shipped order. */
export function ReturnRequestPage() {
  const { orderNumber = '' } = useParams();
  usePageTitle(`Request a Return: order ${orderNumber}`);
  const { data, loading, error } = useQuery(ReturnableOrderDocument, {
    variables: { orderNumber },
    fetchPolicy: 'network-only',
  });
  const order = data?.order;
  const back = <Link to={`/my-account/order-details/${orderNumber}`}>Back to order {orderNumber}</Link>;
  let body;
  if (loading && !data) body = <Spinner label="Loading order…" />;
  else if (error && !data) body = <Alert tone="error">{friendlyError(error, 'Unable to locate order details.')}</Alert>;
  else if (!order) body = <Alert tone="error">{ORDER_NOT_FOUND}</Alert>;
  else if (!order.returnEligibility) body = <Alert tone="info">{RETURN_MESSAGES.notShipped}</Alert>;
  else if (!order.returnEligibility.open)
    body = <Alert tone="info">{order.returnEligibility.reason ?? RETURN_MESSAGES.notAvailable}</Alert>;
  else body = <ReturnForm order={order} />;
  return (
    <>
      <p>{back}</p>
      <h1>Request a Return</h1>
      <p>
        Order {orderNumber}
        {order?.shippedOn ? `, shipped ${formatDate(order.shippedOn)}` : ''}
        {order?.returnEligibility?.open
          ? `. Requests are accepted until ${formatDate(order.returnEligibility.lastDay)}.`
          : ''}
      </p>
      <p>{RETURN_POLICY}</p>
      {body}
    </>
  );
}

function ReturnForm({ order }: { order: Order }) {
  const eligibility = order.returnEligibility!;
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const submission = useMutationWithErrors(RequestReturnDocument, (data) => data.requestReturn, {
    failed: 'Unable to send the return request. Please try again.',
    succeeded: (payload) => Boolean(payload.request),
    refetchQueries: ['ReturnRequests', 'OrderDetail'],
  });
  const entries = eligibility.lines.map((line) => ({
    lineNumber: line.lineNumber,
    quantity: quantities[line.lineNumber] ?? '',
    returnable: line.returnable,
  }));
  const errors = returnRequestErrors({ lines: entries, reason, comment });

  if (sent)
    return (
      <Alert tone="success" takeFocus>
        {sent} <Link to="/my-account/returns">View your returns</Link>
      </Alert>
    );

  const onSubmit = async () => {
    setAttempted(true);
    if (hasReturnErrors(errors)) return;
    const outcome = await submission.run({
      variables: {
        input: {
          orderNumber: order.orderNumber,
          reason: reason as ReturnReason,
          comment: comment.trim() || null,
          lines: entries
            .filter((entry) => Number(entry.quantity) > 0)
            .map((entry) => ({ lineNumber: entry.lineNumber, quantity: Number(entry.quantity) })),
        },
      },
    });
    if (outcome.ok)
      setSent(
        `Return request sent for order ${order.orderNumber}. The RMA number shows under Returns once it is issued; send nothing back before then.`,
      );
  };

  return (
    <form
      aria-label="Request a Return"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <ReturnLinesTable
        order={order}
        quantities={quantities}
        errors={attempted ? errors.lines : {}}
        onChange={(lineNumber, value) => setQuantities((all) => ({ ...all, [lineNumber]: value }))}
      />
      {attempted && errors.form && <Alert tone="error">{errors.form}</Alert>}
      <NativeSelect
        label="Reason"
        value={reason}
        placeholder="Choose a reason"
        options={RETURN_REASONS.map((r) => ({ value: r.code, label: r.label }))}
        onChange={setReason}
        error={attempted ? errors.reason : null}
        isRequired
      />
      <TextArea
        label="Comments"
        value={comment}
        onChange={setComment}
        rows={3}
        error={attempted ? errors.comment : null}
      />
      {submission.failures.map((failure) => (
        <Alert key={failure} tone="error">
          {failure}
        </Alert>
      ))}
      <Button type="submit" isDisabled={submission.loading}>
        {submission.loading ? 'Sending…' : 'Send Return Request'}
      </Button>
    </form>
  );
}
