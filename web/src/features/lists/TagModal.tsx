import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { FormAlert, RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormTextField } from '../../lib/forms/fields';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { tagFormErrors } from '@mro/rules/lists';

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
        <div className="form-actions">
          <SubmitButton form={form} isDisabled={busy}>
            Add Tag
          </SubmitButton>
          <Button variant="link" onPress={onClose}>
            Cancel
          </Button>
        </div>
      </RulesForm>
    </Modal>
  );
}
