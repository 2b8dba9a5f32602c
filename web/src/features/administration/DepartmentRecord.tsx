import { formatDate } from '../../lib/format';
import type { CompanyDepartmentQuery } from './Departments.generated';

type Loaded = NonNullable<CompanyDepartmentQuery['companyDepartment']>;

/** Who approves over the department's limit, and who created and last changed it (§3 Department). */
export function DepartmentRecord({ department }: { department: Loaded }) {
  return (
    <dl>
      <dt>Supervisors</dt>
      <dd>
        {department.supervisors.length === 0
          ? 'None'
          : department.supervisors.map((s) => `${s.name} (${s.username})`).join(', ')}
      </dd>
      <dt>Created</dt>
      <dd>{`${formatDate(department.createdOn)} by ${department.createdBy}`}</dd>
      <dt>Last changed</dt>
      <dd>
        {department.lastChangedOn
          ? `${formatDate(department.lastChangedOn)} by ${department.lastChangedBy ?? 'unknown'}`
          : 'Never'}
      </dd>
    </dl>
  );
}
