import { useEffect, useState } from 'react';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { messages } from '../../lib/messages';

/** §9: after five minutes the loading modal tells the buyer to check My Orders or call support. */
export const ORDER_WARNING_MS = 5 * 60 * 1000;

/** The loading modal while an order is submitted: do not refresh or resubmit. */
export function OrderProcessingModal({ isOpen }: { isOpen: boolean }) {
  return (
    <Modal title="Processing your order" isOpen={isOpen} role="alertdialog">
      {/* Mounted afresh at each opening, so the five minutes count from then. */}
      {isOpen && <Processing />}
    </Modal>
  );
}

function Processing() {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), ORDER_WARNING_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <Spinner label="Processing…" />
      <p>{messages.orderProcessing}</p>
      {late && (
        <p role="status">
          {messages.orderProcessingLong} <a href="/my-account/orders">My Orders</a>
        </p>
      )}
    </>
  );
}
