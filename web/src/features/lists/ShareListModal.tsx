import { useController, useWatch } from 'react-hook-form';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { FormAlert, RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormTextField } from '../../lib/forms/fields';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { LIST_MESSAGES, recipientFormErrors } from '@mro/rules/lists';
import { ShareShoppingListDocument } from './ShoppingList.generated';
import { FormActions } from '../../lib/forms/FormActions';

type Values = { recipient: string; usernames: string[] };

/** Share list: the users of the same company it is shared with, by e-mail; removing one ends their share. */
export function ShareListModal({
  list,
  onClose,
}: {
  list: { id: string; name: string; shares: readonly { username: string; name: string }[] };
  onClose: () => void;
}) {
  const form = useRulesForm<Values>({
    defaultValues: { recipient: '', usernames: list.shares.map((s) => s.username) },
    validate: recipientFormErrors,
  });
  const usernames = useController({ control: form.control, name: 'usernames' }).field;
  const recipient = useWatch({ control: form.control, name: 'recipient' });
  const share = useMutationWithErrors(ShareShoppingListDocument, (data) => data.shareShoppingList, {
    failed: LIST_MESSAGES.shareFailed,
    succeeded: (payload) => Boolean(payload.shoppingList),
    notify: (payload) => payload.message ?? LIST_MESSAGES.recipientsUpdated,
  });

  // Add Recipient checks the typed e-mail with the form's rule at once (not through a submit, which is
  // Save Recipients), so a recipient added and saved in a row is in what is saved.
  const add = () => {
    const message = recipientFormErrors({ recipient }).recipient;
    if (message) return form.setError('recipient', { type: 'rules', message }, { shouldFocus: true });
    const username = recipient.trim();
    if (!usernames.value.some((u) => u.toLowerCase() === username.toLowerCase()))
      usernames.onChange([...usernames.value, username]);
    form.setValue('recipient', '');
  };

  async function save(values: Values) {
    const outcome = await share.run({ variables: { input: { id: list.id, usernames: values.usernames } } });
    if (outcome.ok) onClose();
  }

  return (
    <Modal title={`Share ${list.name}`} isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <p>Share this list with users of your company. They can view it and add its items to their cart.</p>
      {usernames.value.length === 0 ? (
        <p>This list is not shared with anyone.</p>
      ) : (
        <ul aria-label="Shared with">
          {usernames.value.map((u) => (
            <li key={u}>
              {list.shares.find((s) => s.username === u)?.name ?? u} ({u}){' '}
              <Button
                variant="link"
                aria-label={`Stop sharing with ${u}`}
                onPress={() => usernames.onChange(usernames.value.filter((x) => x !== u))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <RulesForm form={form} onSubmit={save}>
        <FormTextField
          control={form.control}
          name="recipient"
          label="Colleague's e-mail"
          type="email"
          // Enter in the e-mail adds it, as Add Recipient does; Save Recipients is the form's submit.
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button variant="secondary" isDisabled={!recipient.trim()} onPress={add}>
          Add Recipient
        </Button>
        <FormAlert failures={share.failures} />
        <FormActions onCancel={onClose}>
          <SubmitButton form={form}>Save Recipients</SubmitButton>
        </FormActions>
      </RulesForm>
    </Modal>
  );
}
