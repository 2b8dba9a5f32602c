import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  ADMIN_FILTER_DEBOUNCE_MS,
  ADMIN_FILTER_MAX,
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZES,
  DEPARTMENTS_PAGE_SIZE,
  DEPARTMENT_MESSAGES,
  pageLinks,
} from '@mro/rules/administration';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Modal } from '../../ui/Modal';
import { PageLinks } from '../../ui/PageLinks';
import { Pager, pageCountOf } from '../../ui/Pager';
import { NativeSelect } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { SimpleTable } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { pageFailure } from '../../lib/apolloErrors';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  CompanyDepartmentsDocument,
  DeleteCompanyDepartmentDocument,
  type CompanyDepartmentRowFragment,
} from './Departments.generated';
import { DepartmentDialog } from './DepartmentDialog';
import { DepartmentActiveConfirm } from './DepartmentActiveConfirm';
import { CompanyPicker } from './CompanyPicker';
import { useAdministeredCompany } from './useAdministeredCompany';
import './administration.css';

/**
 * Manage departments (account-admin-calls §2.4, §5, §9): by code, 25 a page unless another size is chosen,
 * opening on the active ones (retired cost centres only when "Active departments only" is cleared), with
 * add, edit, deactivate, reactivate and delete.
 */
export function DepartmentsPage() {
  usePageTitle('Manage Departments');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEPARTMENTS_PAGE_SIZE);
  const [activeOnly, setActiveOnly] = useState(true);
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = useState<CompanyDepartmentRowFragment | null>(null);
  const [confirming, setConfirming] = useState<CompanyDepartmentRowFragment | null>(null);
  const [company, setCompany] = useAdministeredCompany();
  const settled = useDebouncedValue(filter.trim(), ADMIN_FILTER_DEBOUNCE_MS);
  const [pageFilter, setPageFilter] = useState(settled);
  if (pageFilter !== settled) {
    setPageFilter(settled);
    setPage(1);
  }
  const {
    data: fresh,
    previousData,
    loading,
    error,
    refetch,
  } = useQuery(CompanyDepartmentsDocument, {
    variables: { input: { page, pageSize, activeOnly, filter: settled || null, customerNumber: company } },
    fetchPolicy: 'cache-and-network',
  });
  const data = fresh ?? previousData;
  const list = data?.companyDepartments;
  const pageCount = list ? pageCountOf(list.totalCount, list.pageSize) : 1;
  const remove = useMutationWithErrors(DeleteCompanyDepartmentDocument, (d) => d.deleteCompanyDepartment, {
    failed: DEPARTMENT_MESSAGES.saveFailed,
    notify: DEPARTMENT_MESSAGES.deleted,
  });

  return (
    <>
      <h1>Manage Departments</h1>
      <CompanyPicker
        value={company}
        onChange={(chosen) => {
          setCompany(chosen);
          setPage(1);
        }}
      />
      <div className="admin-toolbar">
        <TextField
          label="Search departments"
          description="Code or description."
          value={filter}
          maxLength={ADMIN_FILTER_MAX}
          onChange={setFilter}
        />
        <Checkbox
          label="Active departments only"
          isSelected={activeOnly}
          onChange={(on) => {
            setActiveOnly(on);
            setPage(1);
          }}
        />
        <NativeSelect
          label="Departments per page"
          value={String(pageSize)}
          options={ADMIN_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          onChange={(value) => {
            setPageSize(Number(value));
            setPage(1);
          }}
        />
        <Button onPress={() => setEditing({ id: null })}>Add Department</Button>
      </div>
      {loading && !data ? (
        <Spinner label="Loading departments…" />
      ) : error && !data ? (
        <Alert tone="error">{pageFailure(error, ADMIN_MESSAGES.loadFailed)}</Alert>
      ) : !list || list.nodes.length === 0 ? (
        <Alert tone="info">{DEPARTMENT_MESSAGES.none}</Alert>
      ) : (
        <>
          <SimpleTable caption="Company departments" stackOnPhone>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Description</th>
                {list.limitsByDepartment && (
                  <th scope="col" className="num">
                    Spend limit
                  </th>
                )}
                <th scope="col" className="num">
                  Users
                </th>
                <th scope="col">Status</th>
                <th scope="col">Last changed</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.nodes.map((d) => (
                <tr key={d.id}>
                  <th scope="row" data-label="Code">
                    {d.key}
                  </th>
                  <td data-label="Description">{d.description}</td>
                  {list.limitsByDepartment && (
                    <td data-label="Spend limit" className="num">
                      {d.spendLimit === null ? 'No limit' : `$${d.spendLimit.toFixed(2)}`}
                    </td>
                  )}
                  <td data-label="Users" className="num">
                    {d.userCount}
                  </td>
                  <td data-label="Status">{d.active ? 'Active' : 'Inactive'}</td>
                  {/* A department never changed since its creation was last changed when created. */}
                  <td data-label="Last changed">{formatDate(d.lastChangedOn ?? d.createdOn)}</td>
                  <td data-label="Actions">
                    <div className="admin-actions">
                      <Button variant="secondary" aria-label={`Edit ${d.key}`} onPress={() => setEditing({ id: d.id })}>
                        Edit
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={`${d.active ? 'Deactivate' : 'Reactivate'} ${d.key}`}
                        onPress={() => setConfirming(d)}
                      >
                        {d.active ? 'Deactivate' : 'Reactivate'}
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={`Delete ${d.key}`}
                        aria-describedby={d.userCount > 0 ? `delete-blocked-${d.id}` : undefined}
                        isDisabled={d.userCount > 0}
                        onPress={() => setDeleting(d)}
                      >
                        Delete
                      </Button>
                    </div>
                    {d.userCount > 0 && (
                      <p id={`delete-blocked-${d.id}`} className="muted admin-action-note">
                        {DEPARTMENT_MESSAGES.deleteBlocked}
                      </p>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </SimpleTable>
          {list.pageSize < list.totalCount && (
            <>
              <PageLinks
                label="Department page numbers"
                pages={pageLinks(list.page, pageCount)}
                page={list.page}
                onPage={setPage}
              />
              <Pager
                label="Department pages"
                page={list.page}
                pageCount={pageCount}
                total={list.totalCount}
                noun="departments"
                onPage={setPage}
              />
            </>
          )}
        </>
      )}
      {editing && list && (
        <DepartmentDialog
          departmentId={editing.id}
          limitsByDepartment={list.limitsByDepartment}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void refetch();
          }}
        />
      )}
      {confirming && (
        <DepartmentActiveConfirm
          department={confirming}
          onClose={(changed) => {
            setConfirming(null);
            if (changed) void refetch();
          }}
        />
      )}
      {deleting && (
        <Modal
          title="Delete Department"
          role="alertdialog"
          isOpen
          isDismissable
          onOpenChange={(open) => !open && setDeleting(null)}
        >
          <p>{`Delete department ${deleting.key}?`}</p>
          {remove.failure && <Alert tone="error">{remove.failure}</Alert>}
          <div className="form-actions">
            <Button
              isDisabled={remove.loading}
              onPress={() =>
                void remove.run({ variables: { input: { id: deleting.id } } }).then((outcome) => {
                  if (!outcome.ok) return;
                  setDeleting(null);
                  void refetch();
                })
              }
            >
              Delete
            </Button>
            <Button variant="link" onPress={() => setDeleting(null)}>
              Cancel
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}
