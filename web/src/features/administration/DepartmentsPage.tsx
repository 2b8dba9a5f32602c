import { useState } from 'react';
import { DEPARTMENTS_PAGE_SIZE, DEPARTMENT_MESSAGES } from '@mro/rules/administration';
import { Button } from '../../ui/Button';
import type { DataColumn } from '../../ui/DataTable';
import { ConfirmDialog } from '../../lib/forms/ConfirmDialog';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { formatDate } from '../../lib/format';
import {
  CompanyDepartmentsDocument,
  DeleteCompanyDepartmentDocument,
  type CompanyDepartmentRowFragment,
} from './Departments.generated';
import { AdminListPage, useAdminList, useAdminQuery } from './AdminList';
import { DepartmentDialog } from './DepartmentDialog';
import { DepartmentActiveConfirm } from './DepartmentActiveConfirm';
import './administration.css';

type Row = CompanyDepartmentRowFragment;
const NOUN = { one: 'Department', many: 'departments' };
type Actions = { edit: (row: Row) => void; confirm: (row: Row) => void; remove: (row: Row) => void };

const columns = (limits: boolean, act: Actions): DataColumn<Row>[] => [
  { header: 'Code', rowHeader: true, cell: (d) => d.key },
  { header: 'Description', cell: (d) => d.description },
  ...(limits
    ? [
        {
          header: 'Spend limit',
          numeric: true,
          cell: (d: Row) => (d.spendLimit === null ? 'No limit' : `$${d.spendLimit.toFixed(2)}`),
        },
      ]
    : []),
  { header: 'Users', numeric: true, cell: (d) => d.userCount },
  { header: 'Status', cell: (d) => (d.active ? 'Active' : 'Inactive') },
  // A department never changed since its creation was last changed when created.
  { header: 'Last changed', cell: (d) => formatDate(d.lastChangedOn ?? d.createdOn) },
  {
    header: 'Actions',
    cell: (d) => (
      <>
        <div className="admin-actions">
          <Button variant="secondary" aria-label={`Edit ${d.key}`} onPress={() => act.edit(d)}>
            Edit
          </Button>
          <Button
            variant="secondary"
            aria-label={`${d.active ? 'Deactivate' : 'Reactivate'} ${d.key}`}
            onPress={() => act.confirm(d)}
          >
            {d.active ? 'Deactivate' : 'Reactivate'}
          </Button>
          <Button
            variant="secondary"
            aria-label={`Delete ${d.key}`}
            aria-describedby={d.userCount > 0 ? `delete-blocked-${d.id}` : undefined}
            isDisabled={d.userCount > 0}
            onPress={() => act.remove(d)}
          >
            Delete
          </Button>
        </div>
        {d.userCount > 0 && (
          <p id={`delete-blocked-${d.id}`} className="muted admin-action-note">
            {DEPARTMENT_MESSAGES.deleteBlocked}
          </p>
        )}
      </>
    ),
  },
];

/**
 * Manage departments (account-admin-calls §2.4, §5, §9): by code, 25 a page unless another size is chosen,
 * opening on the active ones (retired cost centres only when "Active departments only" is cleared), with
 * add, edit, deactivate, reactivate and delete.
 */
export function DepartmentsPage() {
  const admin = useAdminList({ pageSize: DEPARTMENTS_PAGE_SIZE, activeOnly: true });
  const { editing, setEditing } = admin;
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [confirming, setConfirming] = useState<Row | null>(null);
  const { data, loading, error, reload } = useAdminQuery(CompanyDepartmentsDocument, admin.input);
  const list = data?.companyDepartments;
  const remove = useMutationWithErrors(DeleteCompanyDepartmentDocument, (d) => d.deleteCompanyDepartment, {
    failed: DEPARTMENT_MESSAGES.saveFailed,
    notify: DEPARTMENT_MESSAGES.deleted,
  });
  const actions: Actions = { edit: (d) => setEditing({ id: d.id }), confirm: setConfirming, remove: setDeleting };

  return (
    <>
      <AdminListPage
        title="Manage Departments"
        noun={NOUN}
        description="Code or description."
        state={admin}
        list={list}
        loading={loading}
        error={error}
        empty={DEPARTMENT_MESSAGES.none}
        columns={(shown) => columns(shown.limitsByDepartment, actions)}
      />
      {editing && list && (
        <DepartmentDialog
          departmentId={editing.id}
          limitsByDepartment={list.limitsByDepartment}
          onClose={(saved) => {
            setEditing(null);
            if (saved) reload();
          }}
        />
      )}
      {confirming && (
        <DepartmentActiveConfirm
          department={confirming}
          onClose={(changed) => {
            setConfirming(null);
            if (changed) reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete Department"
          label="Delete"
          failure={remove.failure}
          isBusy={remove.loading}
          onConfirm={async () => {
            if (!(await remove.run({ variables: { input: { id: deleting.id } } })).ok) return;
            setDeleting(null);
            reload();
          }}
          onClose={() => setDeleting(null)}
        >
          {`Delete department ${deleting.key}?`}
        </ConfirmDialog>
      )}
    </>
  );
}
