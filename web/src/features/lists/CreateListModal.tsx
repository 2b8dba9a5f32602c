import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { friendlyError } from '../../lib/apolloErrors';
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
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateShoppingListDocument, { refetchQueries: [ShoppingListsDocument] });
  const navigate = useNavigate();

  async function submit() {
    setTried(true);
    if (!detailsValid(details)) return;
    setFailure(null);
    try {
      const { data } = await create({
        variables: {
          input: {
            name: details.name.trim(),
            description: details.description.trim() || null,
            isPublic: details.isPublic,
          },
        },
      });
      const created = data?.createShoppingList;
      if (!created?.shoppingList) {
        setFailure(created?.userErrors[0]?.message ?? LIST_MESSAGES.createFailed);
        return;
      }
      onClose();
      void navigate(`/my-account/shopping-list/${encodeURIComponent(created.shoppingList.id)}`);
    } catch (e) {
      setFailure(friendlyError(e instanceof Error ? e : undefined, LIST_MESSAGES.createFailed));
    }
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
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="form-actions">
          <Button type="submit" isDisabled={!details.name.trim() || loading}>
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
