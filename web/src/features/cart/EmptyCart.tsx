import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { messages } from '../../lib/messages';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { EmptyCartDocument } from './EmptyCart.generated';

/** Empty Cart on the cart summary: every line goes at once, so the user confirms first. */
export function EmptyCart({ isDisabled = false, onEmptied }: { isDisabled?: boolean; onEmptied: () => void }) {
  const [open, setOpen] = useState(false);
  const empty = useMutationWithErrors(EmptyCartDocument, (result) => result.emptyCart, {
    failed: messages.cartUpdateError,
    succeeded: (payload) => Boolean(payload.cart),
    notify: 'Your cart is now empty.',
  });

  async function confirm() {
    const outcome = await empty.run({
      variables: {},
      update(cache, { data }) {
        const cart = data?.emptyCart.cart;
        // The lines the page holds are gone: the next read asks the gateway.
        if (cart) cache.evict({ id: cache.identify(cart), fieldName: 'lines' });
      },
    });
    if (!outcome.ok) return;
    setOpen(false);
    onEmptied();
  }

  return (
    <>
      <Button variant="secondary" isDisabled={isDisabled} onPress={() => setOpen(true)}>
        Empty Cart
      </Button>
      <Modal title="Empty Cart" role="alertdialog" isOpen={open} onOpenChange={setOpen} isDismissable>
        <p>Remove every line from your cart? Its checkout details and promo codes go too. This cannot be undone.</p>
        {empty.failure && <Alert tone="error">{empty.failure}</Alert>}
        <div className="form-actions">
          <Button isDisabled={empty.loading} onPress={() => void confirm()}>
            Empty Cart
          </Button>
          <Button variant="link" onPress={() => setOpen(false)}>
            Cancel
          </Button>
        </div>
      </Modal>
    </>
  );
}
