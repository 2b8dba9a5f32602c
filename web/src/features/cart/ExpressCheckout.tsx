import { useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { TextArea } from '../../ui/TextArea';
import { completeCheckout, failCheckout, orderSessionKey } from '../../lib/checkoutProgress';
import { messages } from '../../lib/messages';
import { OrderEstimateSummary } from '../../lib/OrderEstimateSummary';
import { ORDER_NOTE_FIELDS, type OrderNotes } from '../../lib/orderNotes';
import { EXPRESS_NEEDS_APPROVAL } from '@mro/rules/approvals';
import { ESTIMATE_UNAVAILABLE, ORDER_DETAILS_LIMITS, miscInfoErrors, purchaseOrderError } from '@mro/rules/checkout';
import {
  ExpressEstimateDocument,
  PlaceExpressOrderDocument,
  type CheckoutActionsQuery,
} from './CheckoutActions.generated';

type Props = { express: CheckoutActionsQuery['expressCheckout']; onClose: () => void };

/**
 * The express checkout modal: default ship-to and card, a PO, what the order will be charged, and one
 * press to order. Place Order waits for the amount; an order that needs approval cannot go this way.
 */
export function ExpressCheckout({ express, onClose }: Props) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [po, setPo] = useState('');
  const [notes, setNotes] = useState<OrderNotes>({ shippingInstructions: '', comments: '' });
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [place, { loading }] = useMutation(PlaceExpressOrderDocument);
  const estimate = useQuery(ExpressEstimateDocument, { fetchPolicy: 'network-only' });
  const charges = estimate.data?.expressCheckout.estimate;
  const needsApproval = Boolean(charges?.approval);
  const inFlight = useRef(false);
  const poError = purchaseOrderError(po, express.purchaseOrderRequired);
  const noteErrors = Object.fromEntries(miscInfoErrors(notes).map((e) => [e.field, e.message]));
  const ship = express.shipTo;

  async function submit() {
    setSubmitted(true);
    if (poError || Object.keys(noteErrors).length > 0 || inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      const { data } = await place({
        variables: {
          input: {
            idempotencyKey: orderSessionKey(),
            purchaseOrderNumber: po.trim() || null,
            shippingInstructions: notes.shippingInstructions.trim() || null,
            comments: notes.comments.trim() || null,
          },
        },
      });
      const payload = data?.placeExpressOrder;
      const userError = payload?.userErrors[0];
      if (payload?.order) {
        if (userError?.code === 'ON_HOLD') failCheckout(userError.message, JSON.stringify(payload.order));
        else completeCheckout(JSON.stringify(payload.order));
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'cart' });
        client.cache.gc();
        await navigate(userError?.code === 'ON_HOLD' ? '/cart/error' : '/cart/confirm', { replace: true });
        return;
      }
      setFailure(
        userError?.code === 'OUTCOME_UNKNOWN'
          ? messages.outcomeUnknown
          : userError?.field && ['purchaseOrderNumber', 'shippingInstructions', 'comments'].includes(userError.field)
            ? userError.message
            : messages.expressFailed,
      );
    } catch {
      // A lost response leaves the outcome unknown; the key stays so a retry cannot order twice.
      setFailure(messages.outcomeUnknown);
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <Modal
      title="Express Checkout"
      isOpen
      onOpenChange={(open) => !open && !loading && onClose()}
      isDismissable={!loading}
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      {ship && (
        <p>
          Ship to: {ship.name ? `${ship.name}, ` : ''}
          {ship.line1}, {ship.city}, {ship.state} {ship.zip}
        </p>
      )}
      <p>Payment: {express.paymentTitle ?? 'Billed to your account'}</p>
      <OrderEstimateSummary result={charges} loading={estimate.loading} pending={ESTIMATE_UNAVAILABLE} />
      {needsApproval && <Alert tone="info">{EXPRESS_NEEDS_APPROVAL}</Alert>}
      <TextField
        label="PO number"
        isRequired={express.purchaseOrderRequired}
        maxLength={ORDER_DETAILS_LIMITS.purchaseOrder}
        value={po}
        onChange={setPo}
        error={poError}
        showError={submitted}
      />
      {ORDER_NOTE_FIELDS.map((note) => (
        <TextArea
          key={note.name}
          label={note.label}
          rows={2}
          maxLength={note.maxLength}
          value={notes[note.name]}
          onChange={(value) => setNotes((all) => ({ ...all, [note.name]: value }))}
          error={noteErrors[note.name] ?? null}
          showError={submitted}
        />
      ))}
      {loading && (
        <>
          <Spinner label="Processing…" />
          <p>{messages.orderProcessing}</p>
        </>
      )}
      <div className="form-actions">
        <Button onPress={() => void submit()} isDisabled={loading || estimate.loading || needsApproval}>
          Place Order
        </Button>
        <Button variant="secondary" onPress={onClose} isDisabled={loading}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
