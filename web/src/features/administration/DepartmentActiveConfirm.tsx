import { DEPARTMENT_MESSAGES } from '@mro/rules/administration';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { DeactivateCompanyDepartmentDocument, ReactivateCompanyDepartmentDocument } from './Departments.generated';

/** Deactivate (retire) or reactivate a department after a confirmation, as users are (account-admin-calls §4). */
export function DepartmentActiveConfirm({
  department,
  onClose,
}: {
  department: { id: string; key: string; active: boolean };
  onClose: (changed: boolean) => void;
}) {
  const deactivate = useMutationWithErrors(
    DeactivateCompanyDepartmentDocument,
    (data) => data.deactivateCompanyDepartment,
    { failed: DEPARTMENT_MESSAGES.saveFailed, notify: DEPARTMENT_MESSAGES.deactivated },
  );
  const reactivate = useMutationWithErrors(
    ReactivateCompanyDepartmentDocument,
    (data) => data.reactivateCompanyDepartment,
    { failed: DEPARTMENT_MESSAGES.saveFailed, notify: DEPARTMENT_MESSAGES.reactivated },
  );
  const action = department.active ? deactivate : reactivate;
  const verb = department.active ? 'Deactivate' : 'Reactivate';
  const confirm = async () => {
    const outcome = await action.run({ variables: { input: { id: department.id } } });
    if (outcome.ok) onClose(true);
  };
  return (
    <Modal
      title={`${verb} Department`}
      role="alertdialog"
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose(false)}
    >
      <p>
        {department.active
          ? `Deactivate department ${department.key}? Buyers will no longer be able to choose it.`
          : `Reactivate department ${department.key}? Buyers will be able to choose it again.`}
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
