import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { EMAIL_INVALID, isEmail } from '@mro/rules/common';
import { LIST_MESSAGES } from '@mro/rules/lists';
import { ShareShoppingListDocument } from './ShoppingList.generated';

/** Share list: the users of the same company it is shared with, by e-mail; removing one ends their share. */
export function ShareListModal({
  list,
  onClose,
}: {
  list: { id: string; name: string; shares: readonly { username: string; name: string }[] };
  onClose: () => void;
}) {
  const [usernames, setUsernames] = useState(list.shares.map((s) => s.username));
  const [next, setNext] = useState('');
  const share = useMutationWithErrors(ShareShoppingListDocument, (data) => data.shareShoppingList, {
    failed: LIST_MESSAGES.shareFailed,
    succeeded: (payload) => Boolean(payload.shoppingList),
    notify: (payload) => payload.message ?? LIST_MESSAGES.recipientsUpdated,
  });
  const nextError = next.trim() && !isEmail(next.trim()) ? EMAIL_INVALID : null;

  const add = () => {
    const username = next.trim();
    if (!username || nextError) return;
    if (!usernames.some((u) => u.toLowerCase() === username.toLowerCase())) setUsernames([...usernames, username]);
    setNext('');
  };

  async function save() {
    const outcome = await share.run({ variables: { input: { id: list.id, usernames } } });
    if (outcome.ok) onClose();
  }

  return (
    <Modal title={`Share ${list.name}`} isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <p>Share this list with users of your company. They can view it and add its items to their cart.</p>
      {usernames.length === 0 ? (
        <p>This list is not shared with anyone.</p>
      ) : (
        <ul aria-label="Shared with">
          {usernames.map((u) => (
            <li key={u}>
              {list.shares.find((s) => s.username === u)?.name ?? u} ({u}){' '}
              <Button
                variant="link"
                aria-label={`Stop sharing with ${u}`}
                onPress={() => setUsernames(usernames.filter((x) => x !== u))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <TextField label="Colleague's e-mail" value={next} onChange={setNext} error={nextError} type="email" />
        <Button type="submit" variant="secondary" isDisabled={!next.trim() || nextError !== null}>
          Add Recipient
        </Button>
      </form>
      {share.failure && <Alert tone="error">{share.failure}</Alert>}
      <div className="form-actions">
        <Button onPress={() => void save()} isDisabled={share.loading}>
          Save Recipients
        </Button>
        <Button variant="link" onPress={onClose}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
