import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { ORDER_PAD_MESSAGES } from '@mro/rules/orderpad';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { errorCodes, friendlyError } from '../../lib/apolloErrors';
import { useMutationWithErrors, useSharedAlert } from '../../lib/useMutationWithErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import { ImportEntry } from './ImportEntry';
import {
  AddOrderPadToCartDocument,
  ClearOrderPadDocument,
  OrderPadDocument,
  RemoveOrderPadLinesDocument,
  UnitsOfMeasureDocument,
} from './OrderPad.generated';
import { OrderPadSummary } from './OrderPadSummary';
import { PasteEntry } from './PasteEntry';
import { ProblemList } from './ProblemList';
import { SingleEntry } from './SingleEntry';
import { useOrderPad } from './useOrderPad';
import './orderpad.css';

export type OrderPadMode = 'single-entry' | 'import' | 'paste';

/** Remove clicks within this long of each other go to the ERP as one change. */
const REMOVAL_DEBOUNCE_MS = 1000;

const TABS: { mode: OrderPadMode; title: string }[] = [
  { mode: 'single-entry', title: 'Single Entry' },
  { mode: 'import', title: 'Import' },
  { mode: 'paste', title: 'Copy & Paste' },
];

/** The order pad (cart-checkout-orders §2): enter, import or paste part numbers, then add them to the cart. */
export function OrderPadPage({ mode }: { mode: OrderPadMode }) {
  usePageTitle('Order Pad');
  const navigate = useNavigate();
  const { pad, problems, dismissProblems, addLines, adding } = useOrderPad();
  const units = useQuery(UnitsOfMeasureDocument);
  const sharedAlert = useSharedAlert();
  // Remove and Clear stay disabled until the pad is read again: a click on a stale line would miss.
  const changed = {
    failed: ORDER_PAD_MESSAGES.gatherFailed,
    sharedAlert,
    refetchQueries: [OrderPadDocument],
    awaitRefetchQueries: true,
  };
  const remove = useMutationWithErrors(RemoveOrderPadLinesDocument, (data) => data.removeOrderPadLines, changed);
  // Remove clicks are gathered for 1 second and sent together (cart-checkout-orders §9).
  const [removing, setRemoving] = useState<readonly number[]>([]);
  useEffect(() => {
    if (removing.length === 0) return;
    const timer = setTimeout(() => {
      void remove.run({ variables: { input: { lines: [...removing] } } }).finally(() => setRemoving([]));
    }, REMOVAL_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `remove` changes every render; the batch is what the timer waits on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [removing]);
  const clear = useMutationWithErrors(ClearOrderPadDocument, (data) => data.clearOrderPad, changed);
  const toCart = useMutationWithErrors(AddOrderPadToCartDocument, (data) => data.addOrderPadToCart, {
    ...changed,
    notify: (payload) =>
      `${payload.addedCount} ${payload.addedCount === 1 ? 'line was' : 'lines were'} added to your cart.` +
      (payload.skippedCount > 0 ? ` ${payload.skippedCount} with errors stayed out.` : ''),
  });
  const busy = adding !== null || remove.loading || clear.loading || toCart.loading;

  if (errorCodes(pad.error).includes('FORBIDDEN')) return <Alert tone="error">{ORDER_PAD_MESSAGES.notAvailable}</Alert>;
  const orderPad = pad.data?.orderPad;
  const onAdd = (lines: Parameters<typeof addLines>[0], refused: string[]) => addLines(lines, refused);

  return (
    <>
      <h1>Order Pad</h1>
      <p>Order by part number: your part number, our item number or the manufacturer&apos;s part number.</p>
      <nav aria-label="Order pad entry" className="link-tabs">
        {TABS.map((tab) => (
          <NavLink key={tab.mode} to={`/order-pad/${tab.mode}`} className="link-tab">
            {tab.title}
          </NavLink>
        ))}
      </nav>
      <section aria-label={TABS.find((tab) => tab.mode === mode)?.title} className="order-pad-entry">
        {mode === 'single-entry' && <SingleEntry busy={busy} units={units.data?.unitsOfMeasure ?? []} onAdd={onAdd} />}
        {mode === 'import' && <ImportEntry busy={busy} onAdd={onAdd} />}
        {mode === 'paste' && <PasteEntry busy={busy} onAdd={onAdd} />}
        {adding && (
          <p role="status">
            Checking your lines… {adding.done} of {adding.of}
          </p>
        )}
      </section>
      <ProblemList problems={problems} onDismiss={dismissProblems} />
      {sharedAlert[0].length > 0 && <Alert tone="error">{sharedAlert[0][0]}</Alert>}
      {pad.loading && !orderPad ? (
        <Spinner label="Loading your order pad…" />
      ) : pad.error && !orderPad ? (
        <Alert tone="error">{friendlyError(pad.error, ORDER_PAD_MESSAGES.gatherFailed)}</Alert>
      ) : orderPad && orderPad.lines.length > 0 ? (
        <OrderPadSummary
          pad={orderPad}
          busy={busy}
          removing={removing}
          onRemove={(line) => setRemoving((current) => [...current, line])}
          onClear={() => void clear.run({ variables: {} })}
          onAddToCart={() =>
            void toCart.run({ variables: {} }).then((outcome) => {
              if (outcome.ok) void navigate('/cart');
            })
          }
        />
      ) : (
        <p>{ORDER_PAD_MESSAGES.empty}</p>
      )}
    </>
  );
}
