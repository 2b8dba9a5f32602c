import { ADMIN_MESSAGES } from '@mro/rules/administration';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { ActiveChangeConfirm } from './ActiveChangeConfirm';
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
  return (
    <ActiveChangeConfirm
      noun="User"
      active={user.active}
      question={
        user.active
          ? `Deactivate ${user.username}? They will no longer be able to log in.`
          : `Reactivate ${user.username}? They will be able to log in again.`
      }
      id={user.id}
      deactivate={deactivate}
      reactivate={reactivate}
      onClose={onClose}
    />
  );
}
