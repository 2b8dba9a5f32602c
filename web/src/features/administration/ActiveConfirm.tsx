import { ADMIN_MESSAGES } from '@mro/rules/administration';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { DeactivateCompanyUserDocument, ReactivateCompanyUserDocument } from './Users.generated';

/** Deactivate or reactivate a user after a confirmation (account-admin-calls §4). */
export function ActiveConfirm({
  user,
  onClose,
}: {
  user: { id: string; username: string; active: boolean };
  onClose: (changed: boolean) => void;
}) {
  const deactivate = useMutationWithErrors(DeactivateCompanyUserDocument, (data) => data.deactivateCompanyUser, {
    failed: ADMIN_MESSAGES.deactivateFailed,
    notify: ADMIN_MESSAGES.deactivated,
  });
  const reactivate = useMutationWithErrors(ReactivateCompanyUserDocument, (data) => data.reactivateCompanyUser, {
    failed: ADMIN_MESSAGES.saveFailed,
    notify: ADMIN_MESSAGES.reactivated,
  });
  const action = user.active ? deactivate : reactivate;
  const verb = user.active ? 'Deactivate' : 'Reactivate';
  const confirm = async () => {
    const outcome = await action.run({ variables: { input: { id: user.id } } });
    if (outcome.ok) onClose(true);
  };
  return (
    <Modal
      title={`${verb} User`}
      role="alertdialog"
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose(false)}
    >
      <p>
        {user.active
          ? `Deactivate ${user.username}? They will no longer be able to log in.`
          : `Reactivate ${user.username}? They will be able to log in again.`}
      </p>
      {action.failure && <Alert tone="error">{action.failure}</Alert>}
      <div className="form-actions">
        <Button isDisabled={action.loading} onPress={() => void confirm()}>
          {verb}
        </Button>
        <Button variant="link" onPress={() => onClose(false)}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
