import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { LIST_MESSAGES } from '@mro/rules/lists';
import { ShoppingListsDocument, DeleteShoppingListDocument } from './ShoppingLists.generated';
import { ConfirmDialog } from '../../lib/forms/ConfirmDialog';

/** Delete list: the owner deletes it; a user it is shared with only leaves it. A toast says which. */
export function DeleteListModal({
  list,
  onClose,
  onDeleted,
}: {
  list: { id: string; name: string; isOwner: boolean };
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useMutationWithErrors(DeleteShoppingListDocument, (data) => data.deleteShoppingList, {
    failed: LIST_MESSAGES.checkFailed,
    refetchQueries: [ShoppingListsDocument],
    notify: (payload) => (payload.removedShare ? `You no longer share ${list.name}.` : `${list.name} was deleted.`),
  });

  async function confirm() {
    const outcome = await remove.run({ variables: { input: { id: list.id } } });
    if (outcome.ok) onDeleted();
  }

  return (
    <ConfirmDialog
      title="Delete Shopping List"
      label="Delete"
      failure={remove.failure}
      isBusy={remove.loading}
      onConfirm={confirm}
      onClose={onClose}
    >
      {list.isOwner
        ? `Delete ${list.name}? This cannot be undone.`
        : `Remove ${list.name} from your shopping lists? The owner keeps it.`}
    </ConfirmDialog>
  );
}
