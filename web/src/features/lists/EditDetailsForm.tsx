import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useNotify } from '../../ui/Toast';
import { friendlyError } from '../../lib/apolloErrors';
import { detailsValid, ListDetailsFields, type ListDetails } from '../../lib/shopping-lists/ListDetailsFields';
import { LIST_MESSAGES } from '@mro/rules/lists';
import { UpdateShoppingListDocument } from './ShoppingList.generated';

/** The spec's edit flag: 0 view, 1 editing, 2 saving. */
export const EditFlag = { view: 0, editing: 1, saving: 2 } as const;

/** Edit List Details: Update Information or Cancel. */
export function EditDetailsForm({
  list,
  onDone,
}: {
  list: { id: string; name: string; description?: string | null; isPublic: boolean };
  onDone: () => void;
}) {
  const [details, setDetails] = useState<ListDetails>({
    name: list.name,
    description: list.description ?? '',
    isPublic: list.isPublic,
  });
  const [flag, setFlag] = useState<number>(EditFlag.editing);
  const [failure, setFailure] = useState<string | null>(null);
  const [update] = useMutation(UpdateShoppingListDocument);
  const notify = useNotify();

  async function save() {
    if (!detailsValid(details)) return;
    setFlag(EditFlag.saving);
    setFailure(null);
    try {
      const { data } = await update({
        variables: {
          input: {
            id: list.id,
            name: details.name.trim(),
            description: details.description.trim(),
            isPublic: details.isPublic,
          },
        },
      });
      const result = data?.updateShoppingList;
      if (!result?.shoppingList) {
        setFailure(result?.userErrors[0]?.message ?? LIST_MESSAGES.checkFailed);
        setFlag(EditFlag.editing);
        return;
      }
      notify('Shopping list updated.');
      onDone();
    } catch (e) {
      setFailure(friendlyError(e instanceof Error ? e : undefined, LIST_MESSAGES.checkFailed));
      setFlag(EditFlag.editing);
    }
  }

  return (
    <form
      aria-label="Edit List Details"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <ListDetailsFields value={details} onChange={setDetails} showErrors />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="form-actions">
        <Button type="submit" isDisabled={!detailsValid(details) || flag === EditFlag.saving}>
          Update Information
        </Button>
        <Button variant="link" onPress={onDone} isDisabled={flag === EditFlag.saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
