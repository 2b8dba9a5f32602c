import type { AdministrableCompaniesQuery } from '../../features/administration/Companies.generated';
import type {
  CompanyDepartmentRowFragment,
  CompanyDepartmentsQuery,
  DepartmentUserCandidatesQuery,
} from '../../features/administration/Departments.generated';
import type {
  UserCatalogChoicesQuery,
  UserDepartmentChoicesQuery,
} from '../../features/administration/UserAccess.generated';
import type {
  CompanyUserDetailFragment,
  CompanyUsersQuery,
  CompanyWorkflowQuery,
  CreateCompanyUserMutation,
} from '../../features/administration/Users.generated';
import { acme, companyChoicesOf, type Company } from './administrationCompanies';

// Typed answers of the administration pages' operations, for Ada Admin (user 3) of Acme Fabrication (10001).

/** A custom field of a company user, at its default `value`. */
export const userCustomFieldOf = (
  id: string,
  name: string,
  value: string,
  { required = false, needsApproval = false } = {},
): CompanyUserDetailFragment['customFields'][number] => ({
  __typename: 'CompanyUserCustomField',
  id,
  name,
  value,
  defaultValue: value,
  required,
  needsApproval,
});

/** Department `n` of the company: code D001..., "Department n", no spend limit, no users. */
export const departmentOf = (
  n: number,
  overrides: Partial<CompanyDepartmentRowFragment> = {},
): CompanyDepartmentRowFragment => ({
  __typename: 'CompanyDepartment',
  id: String(99 + n),
  key: `D${String(n).padStart(3, '0')}`,
  description: `Department ${n}`,
  spendLimit: null,
  active: true,
  userCount: 0,
  createdBy: 'system',
  createdOn: '2025-01-15',
  lastChangedBy: null,
  lastChangedOn: null,
  ...overrides,
});

/** Page `page` of the company's departments (`pageSize` a page, 25 unless chosen), `totalCount` in all. */
export const departmentsPageOf = (
  nodes: CompanyDepartmentRowFragment[],
  page: number,
  totalCount: number,
  pageSize = 25,
): CompanyDepartmentsQuery['companyDepartments'] => ({
  __typename: 'CompanyDepartmentPage',
  totalCount,
  page,
  pageSize,
  limitsByDepartment: true,
  nodes,
});

/** A user of the company, as a supervisor or department member candidate. */
export const candidateOf = (
  id: string,
  name: string,
  username: string,
): DepartmentUserCandidatesQuery['departmentUserCandidates'][number] => ({
  __typename: 'SupervisorCandidate',
  id,
  name,
  username,
});

export const alanApprover = candidateOf('2', 'Alan Approver', 'approver@acme.example');

/** The companies a plain administrator of Acme may administer: Acme alone unless `allowed` adds some (a select list). */
export const administrableCompaniesOf = (allowed: Company[] = []): AdministrableCompaniesQuery =>
  companyChoicesOf('SELECT', [acme, ...allowed]);

type UserSummary = CompanyUsersQuery['companyUsers']['nodes'][number];

/**
 * The 57 users of Acme by username: Ada Admin (the viewer, id 3), Alan Approver (a supervisor,
 * id 2) and user001 to user055 (ids 1000 on), every fifth of them deactivated.
 */
export const companyUsersOf = (): UserSummary[] => {
  const user = (id: string, username: string, name: string, active = true): UserSummary => ({
    __typename: 'CompanyUserSummary',
    id,
    username,
    name,
    phone: null,
    isAdmin: id === '3',
    isSupervisor: id === '2',
    active,
    isViewer: id === '3',
  });
  return [
    user('3', 'admin@acme.example', 'Ada Admin'),
    user('2', 'approver@acme.example', 'Alan Approver'),
    ...Array.from({ length: 55 }, (_, i) =>
      user(String(1000 + i), `user${String(i + 1).padStart(3, '0')}@acme.example`, `User ${i + 1}`, (i + 1) % 5 !== 0),
    ),
  ];
};

/** Page `page` of `users` (`pageSize` a page), as the users list reads it. */
export const usersPageOf = (
  users: UserSummary[],
  page: number,
  pageSize: number,
): CompanyUsersQuery['companyUsers'] => ({
  __typename: 'CompanyUserPage',
  totalCount: users.length,
  page,
  pageSize,
  nodes: users.slice((page - 1) * pageSize, page * pageSize),
});

type Catalog = UserCatalogChoicesQuery['catalogChoices'][number];

export const standardCatalog: Catalog = {
  __typename: 'UserCatalog',
  name: '2014BSWebCatalog',
  label: 'Standard Catalog',
  productCount: 4800,
};
/** The catalog whose users see "Catalog search is not available for your account". */
export const customNullCatalog: Catalog = {
  __typename: 'UserCatalog',
  name: 'Custom_Null',
  label: 'Custom_Null',
  productCount: 0,
};
export const safetyCatalog: Catalog = {
  __typename: 'UserCatalog',
  name: 'SafetyCatalog',
  label: 'Safety Catalog',
  productCount: 310,
};

/** The catalogs a super administrator's search found. */
export const catalogChoicesOf = (catalogs: Catalog[]): UserCatalogChoicesQuery => ({
  __typename: 'Query',
  catalogChoices: catalogs,
});

type CompanyUserPayload = CreateCompanyUserMutation['createCompanyUser'];

/** Create or Update User's answer: the user saved and the gateway's messages (none, or a welcome mail that failed). */
export const companyUserPayloadOf = (
  user: CompanyUserDetailFragment,
  userErrors: CompanyUserPayload['userErrors'] = [],
): CompanyUserPayload => ({ __typename: 'CompanyUserPayload', user, userErrors });

/**
 * A user as the user dialog reads them: ordering and order history, a $2,500 limit for Consumables
 * and Tools with Alan Approver as supervisor, the standard catalog; Alan in the MAINT department.
 */
export const userDetailOf = (
  user: UserSummary,
  overrides: Partial<CompanyUserDetailFragment> = {},
): CompanyUserDetailFragment => ({
  __typename: 'CompanyUser',
  id: user.id,
  username: user.username,
  name: user.name,
  phone: null,
  phoneExtension: null,
  active: user.active,
  isViewer: user.isViewer,
  permissions: ['CAN_SUBMIT_ORDERS', 'ORDER_HISTORY'],
  isAdmin: user.isAdmin,
  isSuperAdmin: false,
  allowAllDepartments: false,
  limits: ['Consumables', 'Tools'].map((itemType) => ({
    __typename: 'ApprovalLimit' as const,
    itemType,
    isSupervisor: false,
    isMaster: false,
    spendLimit: 2500,
    maxLimit: null,
    limitType: 'other',
    limitTermYears: 1,
    limitResetDate: null,
    amountSpent: 0,
    supervisors: [alanApprover],
  })),
  departments:
    user.id === '2'
      ? [{ __typename: 'UserDepartment', key: 'MAINT', description: 'Maintenance', isDefault: true }]
      : [],
  catalogs: [standardCatalog],
  customFields: [],
  ...overrides,
});

/** The company's approval workflow: limits by order for Consumables and Tools; `superAccess` for a super administrator. */
export const workflowOf = (superAccess = false): CompanyWorkflowQuery => ({
  __typename: 'Query',
  companyWorkflow: {
    __typename: 'CompanyWorkflow',
    workflowApproval: true,
    limitBasis: 'ORDER',
    inUnits: false,
    itemTypes: ['Consumables', 'Tools'],
    superAccess,
  },
});

/** The company's departments a user may be given: MAINT and SAFETY unless others are given. */
export const departmentChoicesOf = (
  choices = [
    { key: 'MAINT', description: 'Maintenance' },
    { key: 'SAFETY', description: 'Safety' },
  ],
): UserDepartmentChoicesQuery => ({
  __typename: 'Query',
  userDepartmentChoices: {
    __typename: 'DepartmentChoicePage',
    totalCount: choices.length,
    nodes: choices.slice(0, 25).map((c) => ({ __typename: 'DepartmentChoice' as const, ...c })),
  },
});
