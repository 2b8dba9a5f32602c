import { DEPARTMENT_MESSAGES } from '@mro/rules/administration';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { ActiveChangeConfirm } from './ActiveChangeConfirm';
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
  return (
    <ActiveChangeConfirm
      noun="Department"
      active={department.active}
      question={
        department.active
          ? `Deactivate department ${department.key}? Buyers will no longer be able to choose it.`
          : `Reactivate department ${department.key}? Buyers will be able to choose it again.`
      }
      id={department.id}
      deactivate={deactivate}
      reactivate={reactivate}
      onClose={onClose}
    />
  );
}
