import { USER_DIALOG_MESSAGES } from '@mro/rules/administration';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/**
 * §5 "A missing supervisor asks for confirmation": limits without a supervisor are saved only once the
 * administrator confirms; Cancel returns to the form as it was.
 */
export function MissingSupervisorConfirm({
  itemTypes,
  onConfirm,
  onCancel,
}: {
  itemTypes: readonly string[];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      title={USER_DIALOG_MESSAGES.missingSupervisorTitle}
      role="alertdialog"
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onCancel()}
    >
      <p>{USER_DIALOG_MESSAGES.missingSupervisor(itemTypes)}</p>
      <div className="form-actions">
        <Button onPress={onConfirm}>Save without a supervisor</Button>
        <Button variant="link" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
