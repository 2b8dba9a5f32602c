import { useQuery } from '@apollo/client/react';
import { Alert } from '../../ui/Alert';
import { SimpleTable } from '../../ui/Table';
import { ApprovalLogDocument, type CartRequestFieldsFragment } from './CartRequests.generated';
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
        <SimpleTable caption="Approval log" stackOnPhone>
          <thead>
            <tr>
              <th scope="col">Approver</th>
              <th scope="col">Status</th>
              <th scope="col">Asked</th>
              <th scope="col">Updated</th>
            </tr>
          </thead>
          <tbody>
            {log.map((e) => (
              <tr key={`${e.approverEmail}-${e.created}`}>
                <td data-label="Approver">
                  {e.approverName} ({e.approverEmail})
                </td>
                <td data-label="Status">
                  {e.status}
                  {e.comment && <q>{e.comment}</q>}
                </td>
                <td data-label="Asked">{formatRequestDate(e.created)}</td>
                <td data-label="Updated">{formatRequestDate(e.modified)}</td>
              </tr>
            ))}
          </tbody>
        </SimpleTable>
      )}
    </>
  );
}
