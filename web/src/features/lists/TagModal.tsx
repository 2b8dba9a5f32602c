import { Modal } from '../../ui/Modal';
import { FormAlert, RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormTextField } from '../../lib/forms/fields';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { tagFormErrors } from '@mro/rules/lists';
import { FormActions } from '../../lib/forms/FormActions';

/** Add item tag. */
export function TagModal({
  item,
  failure,
  busy,
  onSave,
  onClose,
}: {
  item: { erp: string; description: string; tags: readonly string[] };
  failure: string | null;
  busy: boolean;
  onSave: (tag: string) => void;
  onClose: () => void;
}) {
  const form = useRulesForm<{ tag: string }>({
    defaultValues: { tag: '' },
    validate: (values) => tagFormErrors(values, item.tags),
  });
  return (
    <Modal title="Add Item Tag" isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <p>
        {item.description} (Item #{item.erp})
      </p>
      <RulesForm form={form} onSubmit={({ tag }) => onSave(tag.trim())}>
        <FormTextField
          control={form.control}
          name="tag"
          label="Tag"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens to type a tag; focus goes to its field (WAI-ARIA dialog pattern)
          autoFocus
        />
        <FormAlert failures={failure ? [failure] : []} />
        <FormActions onCancel={onClose}>
          <SubmitButton form={form} isDisabled={busy}>
            Add Tag
          </SubmitButton>
        </FormActions>
      </RulesForm>
    </Modal>
  );
}
