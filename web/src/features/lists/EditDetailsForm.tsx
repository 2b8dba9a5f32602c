import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
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
  const update = useMutationWithErrors(UpdateShoppingListDocument, (data) => data.updateShoppingList, {
    failed: LIST_MESSAGES.checkFailed,
    succeeded: (payload) => Boolean(payload.shoppingList),
    notify: 'Shopping list updated.',
  });

  async function save() {
    if (!detailsValid(details)) return;
    setFlag(EditFlag.saving);
    const outcome = await update.run({
      variables: {
        input: {
          id: list.id,
          name: details.name.trim(),
          description: details.description.trim(),
          isPublic: details.isPublic,
        },
      },
    });
    if (outcome.ok) onDone();
    else setFlag(EditFlag.editing);
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
      {update.failure && <Alert tone="error">{update.failure}</Alert>}
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
