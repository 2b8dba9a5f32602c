import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { FormAlert, RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormTextField } from '../../lib/forms/fields';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { messages } from '../../lib/messages';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { shareCartFormErrors, shareRecipients } from '@mro/rules/cart';
import { CartSharingDocument, ShareCartDocument } from './ShareCart.generated';

export const SHARED_CART_UPDATED = 'Shared cart has been updated.';

/** Colleagues' addresses as typed: separated by commas, semicolons, spaces or new lines. */
export const recipientsOf = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((value) => value.trim())
    .filter(Boolean);

type Values = { recipients: string };

/** Share cart (cart modal of the spec): only for users with can_share_cart, never for guests. */
export function ShareCart() {
  const { data } = useQuery(CartSharingDocument);
  const [open, setOpen] = useState(false);
  const form = useRulesForm<Values>({
    defaultValues: { recipients: '' },
    validate: ({ recipients }) => shareCartFormErrors({ recipients: recipientsOf(recipients) }),
  });
  const share = useMutationWithErrors(ShareCartDocument, (result) => result.shareCart, {
    failed: messages.cartUpdateError,
    succeeded: (payload) => Boolean(payload.sharedCart),
    notify: (payload) => `${SHARED_CART_UPDATED} Shared with ${payload.recipients.map((r) => r.name).join(', ')}.`,
  });
  if (!data?.viewer?.permissions.canShareCart) return null;

  async function submit({ recipients }: Values) {
    const outcome = await share.run({
      variables: { input: { recipients: shareRecipients(recipientsOf(recipients)) } },
    });
    if (!outcome.ok) return;
    form.reset();
    setOpen(false);
  }

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Share Cart
      </Button>
      <Modal title="Share Cart" isOpen={open} onOpenChange={setOpen} isDismissable>
        <RulesForm form={form} onSubmit={submit}>
          <p>Your colleagues get an e-mail with a link to your cart as it is now.</p>
          <FormTextField
            control={form.control}
            name="recipients"
            label="Colleagues' e-mail addresses"
            description="Separate several addresses with commas."
          />
          <FormAlert failures={share.failures} />
          <div className="form-actions">
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Cancel
            </Button>
            <SubmitButton form={form}>Share</SubmitButton>
          </div>
        </RulesForm>
      </Modal>
    </>
  );
}
