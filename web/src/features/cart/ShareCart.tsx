import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { messages } from '../../lib/messages';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { shareRecipients, shareRecipientsError } from '@mro/rules/cart';
import { CartSharingDocument, ShareCartDocument } from './ShareCart.generated';

export const SHARED_CART_UPDATED = 'Shared cart has been updated.';

/** Colleagues' addresses as typed: separated by commas, semicolons, spaces or new lines. */
export const recipientsOf = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((value) => value.trim())
    .filter(Boolean);

/** Share cart (cart modal of the spec): only for users with can_share_cart, never for guests. */
export function ShareCart() {
  const { data } = useQuery(CartSharingDocument);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const share = useMutationWithErrors(ShareCartDocument, (result) => result.shareCart, {
    failed: messages.cartUpdateError,
    succeeded: (payload) => Boolean(payload.sharedCart),
    notify: (payload) => `${SHARED_CART_UPDATED} Shared with ${payload.recipients.map((r) => r.name).join(', ')}.`,
  });
  if (!data?.viewer?.permissions.canShareCart) return null;
  const recipients = shareRecipients(recipientsOf(text));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (share.loading) return;
    const invalid = shareRecipientsError(recipients);
    if (invalid) return share.setFailure(invalid);
    const outcome = await share.run({ variables: { input: { recipients } } });
    if (!outcome.ok) return;
    setText('');
    setOpen(false);
  }

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Share Cart
      </Button>
      <Modal title="Share Cart" isOpen={open} onOpenChange={setOpen} isDismissable>
        <Form onSubmit={(event) => void submit(event)} validationBehavior="aria">
          <p>Your colleagues get an e-mail with a link to your cart as it is now.</p>
          <TextField
            label="Colleagues' e-mail addresses"
            description="Separate several addresses with commas."
            value={text}
            onChange={setText}
          />
          {share.failure && <Alert tone="error">{share.failure}</Alert>}
          <div className="form-actions">
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" isDisabled={share.loading}>
              Share
            </Button>
          </div>
        </Form>
      </Modal>
    </>
  );
}
