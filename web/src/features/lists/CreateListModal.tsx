import { useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import { Modal } from '../../ui/Modal';
import { FormAlert, RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { CreateShoppingListDocument } from '../../lib/shopping-lists/AddToShoppingList.generated';
import { emptyDetails, ListDetailsFields, type ListDetails } from '../../lib/shopping-lists/ListDetailsFields';
import { LIST_MESSAGES, listDetailsFormErrors } from '@mro/rules/lists';
import { ShoppingListsDocument } from './ShoppingLists.generated';
import { FormActions } from '../../lib/forms/FormActions';

/** Create a New Shopping List (without items): opens the new list. */
export function CreateListModal({ onClose }: { onClose: () => void }) {
  const form = useRulesForm<ListDetails>({ defaultValues: emptyDetails, validate: listDetailsFormErrors });
  const name = useWatch({ control: form.control, name: 'name' });
  const create = useMutationWithErrors(CreateShoppingListDocument, (data) => data.createShoppingList, {
    failed: LIST_MESSAGES.createFailed,
    succeeded: (payload) => Boolean(payload.shoppingList),
    refetchQueries: [ShoppingListsDocument],
  });
  const navigate = useNavigate();

  async function submit(details: ListDetails) {
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
      <RulesForm form={form} onSubmit={submit}>
        <ListDetailsFields control={form.control} />
        <FormAlert failures={create.failures} />
        <FormActions onCancel={onClose}>
          <SubmitButton form={form} isDisabled={!name.trim()}>
            Create List
          </SubmitButton>
        </FormActions>
      </RulesForm>
    </Modal>
  );
}
