import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { NativeSelect } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../ui/Table';
import { friendlyError } from '../../lib/apolloErrors';
import { formatDate, formatOrderNumber } from '../../lib/format';
import { messages } from '../../lib/messages';
import { usePageTitle } from '../../lib/usePageTitle';
import { useOrderHistoryQuery } from './OrderHistory.generated';

/** Page-size choices of the spec; the default is the second entry. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = PAGE_SIZES[1];

function ApprovalStatus({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  return <span className={status.toLowerCase() === 'rejected' ? 'text-danger' : undefined}>{status}</span>;
}

export function OrderHistoryPage() {
  usePageTitle('My Orders');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const { data, loading, error } = useOrderHistoryQuery({ variables: { input: { page, pageSize, mine: true } }, fetchPolicy: 'cache-and-network' });
  const history = data?.orderHistory;
  const pageCount = history ? Math.max(1, Math.ceil(history.totalCount / history.pageSize)) : 1;

  return (
    <>
      <h1>My Orders</h1>
      <NativeSelect
        label="Orders per page"
        value={String(pageSize)}
        options={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
        onChange={(v) => {
          setPageSize(Number(v));
          setPage(1);
        }}
      />
      {loading && !data ? (
        <Spinner label="Loading orders…" />
      ) : error && !data ? (
        <Alert tone="error">{friendlyError(error, messages.catalogFailure)}</Alert>
      ) : !history || history.nodes.length === 0 ? (
        <Alert tone="info">{messages.noOrders}</Alert>
      ) : (
        <>
          <div className="table-scroll">
            <Table aria-label="My Orders">
              <TableHeader>
                <Column isRowHeader>Order #</Column>
                <Column>PO #</Column>
                <Column>Type</Column>
                <Column>Status</Column>
                <Column>Date</Column>
                <Column>Total</Column>
                <Column>Approval</Column>
              </TableHeader>
              <TableBody>
                {history.nodes.map((order) => (
                  <Row key={order.orderNumber} id={order.orderNumber}>
                    <Cell>{formatOrderNumber(order.orderNumber)}</Cell>
                    <Cell>{order.purchaseOrderNumber ?? ''}</Cell>
                    <Cell>{order.orderTypeLabel}</Cell>
                    <Cell>{order.stageLabel}</Cell>
                    <Cell>{formatDate(order.enteredOn)}</Cell>
                    <Cell>{order.total.display}</Cell>
                    <Cell>
                      <ApprovalStatus status={order.approvalStatus} />
                    </Cell>
                  </Row>
                ))}
              </TableBody>
            </Table>
          </div>
          <nav className="pager" aria-label="Order pages">
            <Button variant="secondary" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>
              Previous
            </Button>
            <span>
              Page {history.page} of {pageCount} ({history.totalCount} orders)
            </span>
            <Button variant="secondary" isDisabled={page >= pageCount} onPress={() => setPage(page + 1)}>
              Next
            </Button>
          </nav>
        </>
      )}
    </>
  );
}
