import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { friendlyError } from '../../lib/apolloErrors';
import { LIST_MESSAGES } from '@mro/rules/lists';
import { ShoppingListsDocument, DeleteShoppingListDocument } from './ShoppingLists.generated';

/** Delete list: the owner deletes it; a user it is shared with only leaves it. */
export function DeleteListModal({
  list,
  onClose,
  onDeleted,
}: {
  list: { id: string; name: string; isOwner: boolean };
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, { loading }] = useMutation(DeleteShoppingListDocument, { refetchQueries: [ShoppingListsDocument] });

  async function confirm() {
    setFailure(null);
    try {
      const { data } = await remove({ variables: { input: { id: list.id } } });
      const result = data?.deleteShoppingList;
      if (!result || result.userErrors.length > 0) {
        setFailure(result?.userErrors[0]?.message ?? LIST_MESSAGES.checkFailed);
        return;
      }
      onDeleted(result.removedShare ? `You no longer share ${list.name}.` : `${list.name} was deleted.`);
    } catch (e) {
      setFailure(friendlyError(e instanceof Error ? e : undefined, LIST_MESSAGES.checkFailed));
    }
  }

  return (
    <Modal
      title="Delete Shopping List"
      role="alertdialog"
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
    >
      <p>
        {list.isOwner
          ? `Delete ${list.name}? This cannot be undone.`
          : `Remove ${list.name} from your shopping lists? The owner keeps it.`}
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="form-actions">
        <Button onPress={() => void confirm()} isDisabled={loading}>
          Delete
        </Button>
        <Button variant="link" onPress={onClose}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
