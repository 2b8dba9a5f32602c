import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { TOOLS_MESSAGES, lookupOrderNumber, orderStatusLookupFormErrors } from '@mro/rules/tools';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { friendlyError } from '../../lib/apolloErrors';
import { FormTextField } from '../../lib/forms/fields';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { Facts } from './LookupSearch';
import { ToolSearchForm } from './ToolSearchForm';
import { OrderStatusLookupDocument } from './Lookups.generated';

/** At most '1234567-00'. */
const ORDER_NUMBER_MAX = 10;

/**
 * The order summary of the lookups (account-admin-calls §3): an associate enters any customer's order
 * number and sees its customer, stage, tracking link and PRO number.
 */
export function OrderStatusLookup() {
  const form = useRulesForm({ defaultValues: { orderNumber: '' }, validate: orderStatusLookupFormErrors });
  const [orderNumber, setOrderNumber] = useState<string | null>(null);
  const { data, loading, error } = useQuery(OrderStatusLookupDocument, {
    variables: { orderNumber: orderNumber ?? '' },
    skip: orderNumber === null,
  });
  const order = data?.orderStatusLookup;
  return (
    <section aria-labelledby="order-status-heading">
      <h2 id="order-status-heading">Order Status</h2>
      <ToolSearchForm
        region="Order status lookup"
        submitLabel="Look Up Order"
        busy={loading}
        form={form}
        onSubmit={(values) => setOrderNumber(lookupOrderNumber(values.orderNumber))}
      >
        <FormTextField
          control={form.control}
          name="orderNumber"
          label="Order number"
          description="Any customer's order, e.g. 1234567-00."
          maxLength={ORDER_NUMBER_MAX}
          isRequired
        />
      </ToolSearchForm>
      {orderNumber !== null && loading && !data && <Spinner label="Looking the order up…" />}
      {orderNumber !== null && error && (
        <Alert tone="error">{friendlyError(error, TOOLS_MESSAGES.orderStatusFailed)}</Alert>
      )}
      {orderNumber !== null && !loading && !error && data && !order && (
        <Alert tone="info">{TOOLS_MESSAGES.orderNotFound}</Alert>
      )}
      {order && (
        <Facts
          facts={[
            ['Order', order.orderNumber],
            ['Customer', order.customerNumber],
            ['Status', order.stageLabel],
            ['PRO number', order.proNumber],
            [
              'Tracking',
              order.trackingUrl && (
                <a href={order.trackingUrl} target="_blank" rel="noreferrer">
                  Track shipment
                </a>
              ),
            ],
          ]}
        />
      )}
    </section>
  );
}
