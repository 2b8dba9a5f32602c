import { useQuery } from '@apollo/client/react';
import { Alert } from '../../ui/Alert';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { ApprovalLogDocument, type ApprovalLogQuery, type CartRequestFieldsFragment } from './CartRequests.generated';
import { formatRequestDate } from './format';

/**
 * What the buyer gave with the request (cart request misc_info, ship-to, department). The
 * approver's view leaves the PO out: it is the editable field there.
 */
export function RequestSummary({
  request,
  withPurchaseOrder = true,
}: {
  request: CartRequestFieldsFragment;
  withPurchaseOrder?: boolean;
}) {
  const ship = request.shipTo;
  return (
    <dl className="details">
      {withPurchaseOrder && (
        <div className="details-row">
          <dt>PO number</dt>
          <dd>{request.purchaseOrder ?? 'None'}</dd>
        </div>
      )}
      <div className="details-row">
        <dt>Ship to</dt>
        <dd>
          {ship ? (
            <address>
              {ship.name && <div>{ship.name}</div>}
              <div>
                {ship.line1}
                {ship.line2 ? `, ${ship.line2}` : ''}
              </div>
              <div>
                {ship.city}, {ship.state} {ship.zip}
              </div>
            </address>
          ) : (
            'Not given'
          )}
        </dd>
      </div>
      {request.department && (
        <div className="details-row">
          <dt>Department</dt>
          <dd>{request.department}</dd>
        </div>
      )}
      {request.shippingInstructions && (
        <div className="details-row">
          <dt>Shipping instructions</dt>
          <dd style={{ whiteSpace: 'pre-wrap' }}>{request.shippingInstructions}</dd>
        </div>
      )}
      {request.comments && (
        <div className="details-row">
          <dt>Comments</dt>
          <dd style={{ whiteSpace: 'pre-wrap' }}>{request.comments}</dd>
        </div>
      )}
    </dl>
  );
}

const LOG_COLUMNS: DataColumn<ApprovalLogQuery['approvalLog'][number]>[] = [
  { header: 'Approver', cell: (e) => `${e.approverName} (${e.approverEmail})` },
  {
    header: 'Status',
    cell: (e) => (
      <>
        {e.status}
        {e.comment && <q>{e.comment}</q>}
      </>
    ),
  },
  { header: 'Asked', cell: (e) => formatRequestDate(e.created) },
  { header: 'Updated', cell: (e) => formatRequestDate(e.modified) },
];

/** The request's approval log: who was asked at each step and what they did. */
export function ApprovalLogTable({ requestId }: { requestId: string }) {
  const { data } = useQuery(ApprovalLogDocument, { variables: { id: requestId }, fetchPolicy: 'network-only' });
  const log = data?.approvalLog ?? [];
  return (
    <>
      <h3>Approval Log</h3>
      {log.length === 0 ? (
        <Alert tone="info">There are no approval logs for this request.</Alert>
      ) : (
        <DataTable
          caption="Approval log"
          columns={LOG_COLUMNS}
          rows={log}
          rowKey={(e) => `${e.approverEmail}-${e.created}`}
        />
      )}
    </>
  );
}
