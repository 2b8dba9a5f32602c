import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { SimpleTable } from '../../ui/Table';
import { formatDate } from '../../lib/format';
import { messages } from '../../lib/messages';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { MyGetItForMeRequestsDocument, WithdrawGetItForMeRequestDocument } from './GetItForMe.generated';

const KIND_LABEL = { QUOTE: 'Quote request', ORDER: 'Non-stock order' } as const;

/** The viewer's Get it for Me requests, each linked to its quote or order, with Withdraw while still open. */
export function MyRequests() {
  const { data } = useQuery(MyGetItForMeRequestsDocument, { fetchPolicy: 'cache-and-network' });
  const withdraw = useMutationWithErrors(WithdrawGetItForMeRequestDocument, (data) => data.withdrawGetItForMeRequest, {
    failed: messages.requestFailed,
    thrown: () => messages.requestFailed,
  });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const requests = data?.myGetItForMeRequests ?? [];
  if (requests.length === 0) return null;

  const onWithdraw = async (id: string, orderNumber: string) => {
    const outcome = await withdraw.run({ variables: { input: { id } } });
    setNotice(
      outcome.ok
        ? { tone: 'success', text: `Request for ${orderNumber} was withdrawn.` }
        : { tone: 'error', text: outcome.message },
    );
  };

  return (
    <section aria-labelledby="gifm-requests-title">
      <h2 id="gifm-requests-title">My Get it for Me requests</h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <SimpleTable caption="My Get it for Me requests" stackOnPhone>
        <thead>
          <tr>
            <th scope="col">Quote / Order #</th>
            <th scope="col">Type</th>
            <th scope="col">Date</th>
            <th scope="col">Items</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((r) => (
            <tr key={r.id}>
              <th scope="row" className="nowrap" data-label="Quote / Order #">
                <Link
                  to={
                    r.kind === 'QUOTE'
                      ? `/my-account/review-quote-details/${r.orderNumber}`
                      : `/my-account/order-details/${r.orderNumber}`
                  }
                >
                  {r.orderNumber}
                </Link>
              </th>
              <td data-label="Type">{KIND_LABEL[r.kind]}</td>
              <td className="nowrap" data-label="Date">
                {formatDate(r.createdOn)}
              </td>
              <td data-label="Items">
                {r.items.map((i) => `${i.quantity} ${i.unitOfMeasure} ${i.manufacturer} ${i.description}`).join('; ')}
              </td>
              <td data-label="Status">{r.withdrawn ? 'Withdrawn' : 'Open'}</td>
              <td>
                {!r.withdrawn && (
                  <Button
                    variant="link"
                    aria-label={`Withdraw ${r.orderNumber}`}
                    isDisabled={withdraw.loading}
                    onPress={() => void onWithdraw(r.id, r.orderNumber)}
                  >
                    Withdraw
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </SimpleTable>
    </section>
  );
}
