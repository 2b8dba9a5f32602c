import { DismissibleModal } from '../../ui/DismissibleModal';
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
    <DismissibleModal title={`Request ${request.id}`} size="wide" onClose={onClose} closeLabel="Close">
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
    </DismissibleModal>
  );
}
