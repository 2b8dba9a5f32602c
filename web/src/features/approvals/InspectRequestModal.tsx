import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { QuantityField } from '../../ui/QuantityField';
import { lineColumns, LinesTable } from '../../ui/LinesTable';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useMutationWithErrors, useSharedAlert, type MutationOutcome } from '../../lib/useMutationWithErrors';
import type { CartRequestFieldsFragment } from './CartRequests.generated';
import { ApproveCartRequestDocument, RejectCartRequestDocument } from './CartRequests.generated';
import {
  ALREADY_PROCESSED,
  approvalErrors,
  COMMENT_MAX_LENGTH,
  COMMENT_TOO_LONG,
  editedTotals,
  PO_MAX_LENGTH,
  REJECT_FAILED,
  REQUEST_FAILED,
} from '@mro/rules/approvals';
import { formatAmount } from '@mro/rules/common';
import { editedQuantityError, isDropped, LINE_DROPPED, QUANTITY_DEBOUNCE_MS } from '@mro/rules/quantity';
import { tableLine } from './requestLines';
import { ApprovalLogTable, RequestSummary } from './RequestSummary';

type Props = {
  request: CartRequestFieldsFragment;
  onClose: () => void;
  /** Called with the outcome, or with a message when the request was already processed. */
  onResolved: (outcome: 'approved' | 'rejected' | 'stale', message?: string) => void;
};

export function InspectRequestModal({ request, onClose, onResolved }: Props) {
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(request.lines.map((l) => [l.id, String(l.quantity)])),
  );
  const [po, setPo] = useState(request.purchaseOrder ?? '');
  // Sent with either decision; the buyer reads it on Pending Orders and in the decision e-mail.
  const [comment, setComment] = useState('');
  const commentError = comment.trim().length > COMMENT_MAX_LENGTH ? COMMENT_TOO_LONG : null;
  const [confirmReject, setConfirmReject] = useState(false);
  // Quantities are validated 500 ms after the last keystroke (§5, §9).
  const settled = useDebouncedValue(quantities, QUANTITY_DEBOUNCE_MS);
  // One alert for both: each press replaces what the other one said.
  const sharedAlert = useSharedAlert();
  // A stale request closes the modal and the page says why.
  const stale = (payload: { readonly userErrors: readonly { readonly message: string }[] }) =>
    payload.userErrors[0]?.message === ALREADY_PROCESSED;
  const approve = useMutationWithErrors(ApproveCartRequestDocument, (data) => data.approveCartRequest, {
    failed: REQUEST_FAILED,
    thrown: () => REQUEST_FAILED,
    handled: stale,
    sharedAlert,
  });
  const reject = useMutationWithErrors(RejectCartRequestDocument, (data) => data.rejectCartRequest, {
    failed: REJECT_FAILED,
    thrown: () => REJECT_FAILED,
    handled: stale,
    sharedAlert,
  });
  const busy = approve.loading || reject.loading;
  const failure = approve.failure;

  const edits = request.lines.map((l) => ({ raw: settled[l.id] ?? String(l.quantity), original: l.quantity }));
  const errors = approvalErrors(edits, po, request.purchaseOrderRequired);
  const pending = settled !== quantities;
  // Line totals and the subtotal follow the quantities as they are typed: what approving will order.
  const mode = request.lines[0]?.price.mode ?? 'CURRENCY';
  const totals = editedTotals(
    request.lines.map((l) => ({ id: l.id, price: l.price.value, quantity: l.quantity })),
    quantities,
  );

  const quantityCell = (line: CartRequestFieldsFragment['lines'][number]) => {
    const raw = quantities[line.id] ?? String(line.quantity);
    const settledRaw = settled[line.id] ?? raw;
    const error = editedQuantityError(settledRaw, line.quantity);
    return (
      <>
        <QuantityField
          label={`Quantity for ${line.erp}`}
          value={raw}
          onChange={(v) => setQuantities((q) => ({ ...q, [line.id]: v }))}
          error={error}
          isDisabled={busy}
        />
        {!error && isDropped(Number(settledRaw.trim())) && <p className="field-description">{LINE_DROPPED}</p>}
      </>
    );
  };

  const finish = (outcome: MutationOutcome<unknown>, resolved: 'approved' | 'rejected') => {
    if (outcome.ok) return onResolved(resolved);
    if (outcome.message === ALREADY_PROCESSED) onResolved('stale', outcome.message);
  };

  const onApprove = async () => {
    const outcome = await approve.run({
      variables: {
        input: {
          id: request.id,
          purchaseOrder: po.trim() || null,
          comment: comment.trim() || null,
          quantities: request.lines.map((l) => ({ lineId: l.id, quantity: quantities[l.id] ?? String(l.quantity) })),
        },
      },
    });
    finish(outcome, 'approved');
  };

  const onReject = async () => {
    setConfirmReject(false);
    finish(await reject.run({ variables: { input: { id: request.id, comment: comment.trim() || null } } }), 'rejected');
  };

  return (
    <Modal
      title={`Order Request ${request.id}`}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      size="wide"
    >
      <p>
        From {request.initiator}; subtotal {formatAmount(totals.subtotal, mode)}
        {request.estimated ? ' (estimated)' : ''}.
        {request.stepCount > 1 ? ` Approval step ${request.step} of ${request.stepCount}.` : ''}
        {request.isQuote ? ' Approving converts the quote into an order.' : ''}
      </p>
      <RequestSummary request={request} withPurchaseOrder={false} />
      <TextField
        label={request.purchaseOrderRequired ? 'PO Number (required)' : 'PO Number'}
        value={po}
        onChange={setPo}
        maxLength={PO_MAX_LENGTH + 1}
        isRequired={request.purchaseOrderRequired}
      />
      <LinesTable
        caption={`Lines of request ${request.id}`}
        lines={request.lines.map((l) => ({
          ...tableLine(l),
          lineTotal: { display: formatAmount(totals.lines[l.id] ?? 0, mode) },
        }))}
        lineKey={(line) => line.id}
        columns={[
          lineColumns.item(),
          lineColumns.description(),
          lineColumns.price(),
          lineColumns.quantity({ header: 'Original' }),
          { id: 'edited', header: 'Quantity', cell: quantityCell },
          lineColumns.total({ header: 'Line total' }),
        ]}
      />
      {errors.length > 0 && !pending && (
        <Alert tone="error">
          <ul>
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </Alert>
      )}
      <TextArea label="Comment to the buyer" value={comment} onChange={setComment} error={commentError} rows={2} />
      <ApprovalLogTable requestId={request.id} />
      {failure && <Alert tone="error">{failure}</Alert>}
      {confirmReject ? (
        <div role="group" aria-label="Confirm rejection" className="dialog-actions">
          <p>Are you sure you want to reject this request?</p>
          <Button onPress={() => void onReject()} isDisabled={busy || commentError !== null}>
            Yes, Reject
          </Button>
          <Button variant="secondary" onPress={() => setConfirmReject(false)}>
            No
          </Button>
        </div>
      ) : (
        <div className="dialog-actions">
          <Button
            onPress={() => void onApprove()}
            isDisabled={busy || pending || errors.length > 0 || commentError !== null}
          >
            Approve
          </Button>
          <Button variant="secondary" onPress={() => setConfirmReject(true)} isDisabled={busy}>
            Reject
          </Button>
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
        </div>
      )}
    </Modal>
  );
}
