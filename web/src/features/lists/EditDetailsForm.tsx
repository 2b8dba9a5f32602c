import { useFormState, useWatch } from 'react-hook-form';
import { FormAlert, RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { ListDetailsFields, type ListDetails } from '../../lib/shopping-lists/ListDetailsFields';
import { LIST_MESSAGES, listDetailsFormErrors } from '@mro/rules/lists';
import { UpdateShoppingListDocument } from './ShoppingList.generated';
import { FormActions } from '../../lib/forms/FormActions';

/** Edit List Details: Update Information or Cancel. */
export function EditDetailsForm({
  list,
  onDone,
}: {
  list: { id: string; name: string; description?: string | null; isPublic: boolean };
  onDone: () => void;
}) {
  // Update Information stays disabled until the details are valid, so their errors show as each field is left.
  const form = useRulesForm<ListDetails>({
    defaultValues: { name: list.name, description: list.description ?? '', isPublic: list.isPublic },
    validate: listDetailsFormErrors,
    showErrors: 'blur',
  });
  const invalid = Object.keys(listDetailsFormErrors(useWatch({ control: form.control }) as ListDetails)).length > 0;
  const { isSubmitting } = useFormState({ control: form.control });
  const update = useMutationWithErrors(UpdateShoppingListDocument, (data) => data.updateShoppingList, {
    failed: LIST_MESSAGES.checkFailed,
    succeeded: (payload) => Boolean(payload.shoppingList),
    notify: 'Shopping list updated.',
  });

  async function save(details: ListDetails) {
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
  }

  return (
    <RulesForm form={form} onSubmit={save} aria-label="Edit List Details">
      <ListDetailsFields control={form.control} />
      <FormAlert failures={update.failures} />
      <FormActions onCancel={onDone} isCancelDisabled={isSubmitting}>
        <SubmitButton form={form} isDisabled={invalid}>
          Update Information
        </SubmitButton>
      </FormActions>
    </RulesForm>
  );
}
