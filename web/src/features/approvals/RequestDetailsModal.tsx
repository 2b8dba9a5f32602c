import { useQuery } from '@apollo/client/react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { lineColumns, LinesTable } from '../../ui/LinesTable';
import { SimpleTable } from '../../ui/Table';
import { ApprovalLogDocument, type CartRequestFieldsFragment } from './CartRequests.generated';
import { formatRequestDate } from './format';
import { tableLine } from './requestLines';

const COLUMNS = [
  lineColumns.item(),
  lineColumns.description(),
  lineColumns.quantity(),
  lineColumns.price(),
  lineColumns.total({ header: 'Subtotal' }),
];

/** The buyer's inspect modal: the lines and the approval log. */
export function RequestDetailsModal({ request, onClose }: { request: CartRequestFieldsFragment; onClose: () => void }) {
  const { data } = useQuery(ApprovalLogDocument, { variables: { id: request.id }, fetchPolicy: 'network-only' });
  const log = data?.approvalLog ?? [];
  return (
    <Modal title={`Request ${request.id}`} isOpen onOpenChange={(open) => !open && onClose()} isDismissable>
      <p>
        Status: {request.statusLabel}. Subtotal {request.subtotal.display}.
        {request.orderNumbers.length > 0 ? ` Order ${request.orderNumbers.join(', ')}.` : ''}
      </p>
      <LinesTable
        caption={`Lines of request ${request.id}`}
        lines={request.lines.map(tableLine)}
        lineKey={(line) => line.id}
        columns={COLUMNS}
      />
      <h3>Approval Log</h3>
      {log.length === 0 ? (
        <Alert tone="info">There are no approval logs for this request.</Alert>
      ) : (
        <SimpleTable caption="Approval log">
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
                <td>
                  {e.approverName} ({e.approverEmail})
                </td>
                <td>{e.status}</td>
                <td>{formatRequestDate(e.created)}</td>
                <td>{formatRequestDate(e.modified)}</td>
              </tr>
            ))}
          </tbody>
        </SimpleTable>
      )}
      <div className="dialog-actions">
        <Button variant="secondary" onPress={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
