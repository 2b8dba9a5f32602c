import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { CreateShoppingListDocument } from '../../lib/shopping-lists/AddToShoppingList.generated';
import {
  detailsValid,
  emptyDetails,
  ListDetailsFields,
  type ListDetails,
} from '../../lib/shopping-lists/ListDetailsFields';
import { LIST_MESSAGES } from '@mro/rules/lists';
import { ShoppingListsDocument } from './ShoppingLists.generated';

/** Create a New Shopping List (without items): opens the new list. */
export function CreateListModal({ onClose }: { onClose: () => void }) {
  const [details, setDetails] = useState<ListDetails>(emptyDetails);
  const [tried, setTried] = useState(false);
  const create = useMutationWithErrors(CreateShoppingListDocument, (data) => data.createShoppingList, {
    failed: LIST_MESSAGES.createFailed,
    succeeded: (payload) => Boolean(payload.shoppingList),
    refetchQueries: [ShoppingListsDocument],
  });
  const navigate = useNavigate();

  async function submit() {
    setTried(true);
    if (!detailsValid(details)) return;
    const outcome = await create.run({
      variables: {
        input: {
          name: details.name.trim(),
          description: details.description.trim() || null,
          isPublic: details.isPublic,
        },
      },
    });
    const list = outcome.ok ? outcome.payload.shoppingList : null;
    if (!list) return;
    onClose();
    await navigate(`/my-account/shopping-list/${encodeURIComponent(list.id)}`);
  }

  return (
    <Modal title="Create a New Shopping List" isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <ListDetailsFields value={details} onChange={setDetails} showErrors={tried} />
        {create.failure && <Alert tone="error">{create.failure}</Alert>}
        <div className="form-actions">
          <Button type="submit" isDisabled={!details.name.trim() || create.loading}>
            Create List
          </Button>
          <Button variant="link" onPress={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
