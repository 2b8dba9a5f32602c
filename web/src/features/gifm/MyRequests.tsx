import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { Link } from '../../ui/Link';
import { formatDate } from '../../lib/format';
import { messages } from '../../lib/messages';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import {
  MyGetItForMeRequestsDocument,
  WithdrawGetItForMeRequestDocument,
  type MyGetItForMeRequestsQuery,
} from './GetItForMe.generated';

const KIND_LABEL = { QUOTE: 'Quote request', ORDER: 'Non-stock order' } as const;
type Row = MyGetItForMeRequestsQuery['myGetItForMeRequests'][number];

const columns = (busy: boolean, onWithdraw: (r: Row) => void): DataColumn<Row>[] => [
  {
    header: 'Quote / Order #',
    rowHeader: true,
    nowrap: true,
    cell: (r) => (
      <Link
        to={
          r.kind === 'QUOTE'
            ? `/my-account/review-quote-details/${r.orderNumber}`
            : `/my-account/order-details/${r.orderNumber}`
        }
      >
        {r.orderNumber}
      </Link>
    ),
  },
  { header: 'Type', cell: (r) => KIND_LABEL[r.kind] },
  { header: 'Date', nowrap: true, cell: (r) => formatDate(r.createdOn) },
  {
    header: 'Items',
    cell: (r) => r.items.map((i) => `${i.quantity} ${i.unitOfMeasure} ${i.manufacturer} ${i.description}`).join('; '),
  },
  { header: 'Status', cell: (r) => (r.withdrawn ? 'Withdrawn' : 'Open') },
  {
    header: 'Actions',
    unlabelled: true,
    cell: (r) =>
      !r.withdrawn && (
        <Button variant="link" aria-label={`Withdraw ${r.orderNumber}`} isDisabled={busy} onPress={() => onWithdraw(r)}>
          Withdraw
        </Button>
      ),
  },
];

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
      <DataTable
        caption="My Get it for Me requests"
        columns={columns(withdraw.loading, (r) => void onWithdraw(r.id, r.orderNumber))}
        rows={requests}
        rowKey={(r) => r.id}
      />
    </section>
  );
}
