import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { lineColumns, LinesTable } from '../../ui/LinesTable';
import type { CartRequestFieldsFragment } from './CartRequests.generated';
import { ApprovalLogTable, RequestSummary } from './RequestSummary';
import { tableLine } from './requestLines';
import { DecisionNotice } from './DecisionNotice';

const COLUMNS = [
  lineColumns.item(),
  lineColumns.description(),
  lineColumns.quantity(),
  lineColumns.price(),
  lineColumns.total({ header: 'Subtotal' }),
];

/** The buyer's inspect modal: the lines and the approval log. */
export function RequestDetailsModal({ request, onClose }: { request: CartRequestFieldsFragment; onClose: () => void }) {
  return (
    <Modal title={`Request ${request.id}`} isOpen onOpenChange={(open) => !open && onClose()} isDismissable size="wide">
      <p>
        Status: {request.statusLabel}. Subtotal {request.subtotal.display}.
        {request.orderNumbers.length > 0 ? ` Order ${request.orderNumbers.join(', ')}.` : ''}
      </p>
      {request.decision && <DecisionNotice decision={request.decision} />}
      <RequestSummary request={request} />
      <LinesTable
        caption={`Lines of request ${request.id}`}
        lines={request.lines.map(tableLine)}
        lineKey={(line) => line.id}
        columns={COLUMNS}
      />
      <ApprovalLogTable requestId={request.id} />
      <div className="dialog-actions">
        <Button variant="secondary" onPress={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
