import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import { ORDER_NOT_FOUND } from '@mro/rules/orders';
import {
  RETURN_MESSAGES,
  RETURN_POLICY,
  RETURN_REASONS,
  returnRequestFormErrors,
  type ReturnFormValues,
  type ReturnReason,
} from '@mro/rules/returns';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { friendlyError } from '../../lib/apolloErrors';
import { formatDate } from '../../lib/format';
import { FormAlert, RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormSelect, FormTextArea } from '../../lib/forms/fields';
import { useRulesForm } from '../../lib/forms/useRulesForm';
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

const REASON_OPTIONS = RETURN_REASONS.map((r) => ({ value: r.code, label: r.label }));

function ReturnForm({ order }: { order: Order }) {
  const eligibility = order.returnEligibility!;
  const returnable = Object.fromEntries(eligibility.lines.map((line) => [String(line.lineNumber), line.returnable]));
  const form = useRulesForm<ReturnFormValues>({
    defaultValues: { quantities: {}, reason: '', comment: '' },
    validate: (values) => returnRequestFormErrors(values, returnable),
  });
  const values = useWatch({ control: form.control }) as ReturnFormValues;
  const { submitCount } = useFormState({ control: form.control });
  // After the first submit the errors follow every change; a field's own does by itself, but the request's
  // (no line chosen, an alert: it belongs to no control) and the comment's (required for Other) depend on others.
  const linesError = submitCount > 0 ? returnRequestFormErrors(values, returnable).lines : undefined;
  const reason = values.reason;
  useEffect(() => {
    if (submitCount > 0) void form.trigger('comment');
  }, [form, reason, submitCount]);
  const [sent, setSent] = useState<string | null>(null);
  const submission = useMutationWithErrors(RequestReturnDocument, (data) => data.requestReturn, {
    failed: 'Unable to send the return request. Please try again.',
    succeeded: (payload) => Boolean(payload.request),
    refetchQueries: ['ReturnRequests', 'OrderDetail'],
  });

  if (sent)
    return (
      <Alert tone="success" takeFocus>
        {sent} <Link to="/my-account/returns">View your returns</Link>
      </Alert>
    );

  const onSubmit = async (values: ReturnFormValues) => {
    const outcome = await submission.run({
      variables: {
        input: {
          orderNumber: order.orderNumber,
          reason: values.reason as ReturnReason,
          comment: values.comment.trim() || null,
          lines: eligibility.lines
            .filter((line) => Number(values.quantities[line.lineNumber] ?? '') > 0)
            .map((line) => ({ lineNumber: line.lineNumber, quantity: Number(values.quantities[line.lineNumber]) })),
        },
      },
    });
    if (outcome.ok)
      setSent(
        `Return request sent for order ${order.orderNumber}. The RMA number shows under Returns once it is issued; send nothing back before then.`,
      );
  };

  return (
    <RulesForm form={form} onSubmit={onSubmit} aria-label="Request a Return">
      <ReturnLinesTable order={order} control={form.control} />
      {linesError && <Alert tone="error">{linesError}</Alert>}
      <FormSelect
        control={form.control}
        name="reason"
        label="Reason"
        placeholder="Choose a reason"
        options={REASON_OPTIONS}
        isRequired
      />
      <FormTextArea control={form.control} name="comment" label="Comments" rows={3} />
      <FormAlert failures={submission.failures} />
      <SubmitButton form={form}>{submission.loading ? 'Sending…' : 'Send Return Request'}</SubmitButton>
    </RulesForm>
  );
}
