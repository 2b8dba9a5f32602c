import { useQuery } from '@apollo/client/react';
import { ADMIN_MESSAGES } from '@mro/rules/administration';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { friendlyError } from '../../lib/apolloErrors';
import { CompanyUserDocument, CompanyWorkflowDocument, NewUserCustomFieldsDocument } from './Users.generated';
import { UserForm } from './UserForm';
import { useAdministeredCompany } from './useAdministeredCompany';

/** The add and edit dialog: loads the company's workflow and, to edit, the user. */
export function UserDialog({ userId, onClose }: { userId: string | null; onClose: (saved: boolean) => void }) {
  const [company] = useAdministeredCompany();
  const workflow = useQuery(CompanyWorkflowDocument, { variables: { customerNumber: company } });
  const user = useQuery(CompanyUserDocument, {
    variables: { id: userId ?? '' },
    skip: userId === null,
    fetchPolicy: 'network-only',
  });
  // A new user starts with the company's custom fields at their defaults.
  const fresh = useQuery(NewUserCustomFieldsDocument, {
    variables: { customerNumber: company },
    skip: userId !== null,
  });
  const title = userId ? 'Edit User' : 'Add User';
  const failure = workflow.error ?? user.error ?? fresh.error;
  const ready = workflow.data && (userId === null ? fresh.data : user.data);
  return (
    <Modal title={title} isOpen onOpenChange={(open) => !open && onClose(false)}>
      {failure ? (
        <>
          <Alert tone="error">
            {friendlyError(failure, userId ? ADMIN_MESSAGES.userNotFound : ADMIN_MESSAGES.loadFailed)}
          </Alert>
          <div className="form-actions">
            <Button variant="secondary" onPress={() => onClose(false)}>
              Cancel
            </Button>
          </div>
        </>
      ) : !ready ? (
        <Spinner label="Loading user…" />
      ) : (
        <UserForm
          workflow={workflow.data.companyWorkflow}
          user={user.data?.companyUser ?? null}
          fields={user.data?.companyUser.customFields ?? fresh.data?.newUserCustomFields ?? []}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
