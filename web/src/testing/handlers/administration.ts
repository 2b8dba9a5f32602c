import { HttpResponse } from 'msw';
import {
  CompanyUserDocument,
  CompanyUsersDocument,
  CompanyWorkflowDocument,
  CreateCompanyUserDocument,
  DeactivateCompanyUserDocument,
  ReactivateCompanyUserDocument,
  SendCompanyUserPasswordResetDocument,
  SupervisorCandidatesDocument,
  UpdateCompanyUserDocument,
  type CompanyUserDetailFragment,
  type CreateCompanyUserMutationVariables,
  type UpdateCompanyUserMutationVariables,
} from '../../features/administration/Users.generated';
import {
  CompanyDepartmentDocument,
  CompanyDepartmentsDocument,
  CreateCompanyDepartmentDocument,
  DeleteCompanyDepartmentDocument,
  DepartmentUserCandidatesDocument,
  UpdateCompanyDepartmentDocument,
  type CreateCompanyDepartmentMutationVariables,
} from '../../features/administration/Departments.generated';
import {
  UserCatalogChoicesDocument,
  UserDepartmentChoicesDocument,
  type CompanyUserAccessFragment,
} from '../../features/administration/UserAccess.generated';
import { api } from '../api';
import { buyerMenu, setAccountMenu } from './account';
import { companyPickerHandlers } from './administrationCompanies';

const ITEM_TYPES = ['Consumables', 'Tools'];
const userErrors: never[] = [];

type StoredUser = { id: string; username: string; name: string; active: boolean; isSupervisor: boolean };

/** 57 users of the mocked company: the viewer (admin, id 3), a supervisor and 55 more, every fifth deactivated. */
const seedUsers = (): StoredUser[] => [
  { id: '3', username: 'admin@acme.example', name: 'Ada Admin', active: true, isSupervisor: false },
  { id: '2', username: 'approver@acme.example', name: 'Alan Approver', active: true, isSupervisor: true },
  ...Array.from({ length: 55 }, (_, i) => ({
    id: String(1000 + i),
    username: `user${String(i + 1).padStart(3, '0')}@acme.example`,
    name: `User ${i + 1}`,
    active: (i + 1) % 5 !== 0,
    isSupervisor: false,
  })),
];

type Access = Omit<CompanyUserAccessFragment, '__typename'>;
const CATALOGS = [
  { __typename: 'UserCatalog' as const, name: '2014BSWebCatalog', label: 'Standard Catalog', productCount: 4800 },
  { __typename: 'UserCatalog' as const, name: 'Custom_Null', label: 'Custom_Null', productCount: 0 },
  { __typename: 'UserCatalog' as const, name: 'SafetyCatalog', label: 'Safety Catalog', productCount: 310 },
];
const seedChoices = () => [
  { key: 'MAINT', description: 'Maintenance' },
  { key: 'SAFETY', description: 'Safety' },
];
const defaultAccess = (id: string): Access => ({
  isAdmin: id === '3',
  isSuperAdmin: false,
  allowAllDepartments: false,
  departments:
    id === '2' ? [{ __typename: 'UserDepartment', key: 'MAINT', description: 'Maintenance', isDefault: true }] : [],
  catalogs: [CATALOGS[0]!],
});

export const adminState = {
  /** The viewer is a super administrator (Catalogs tab, super role). */
  superAccess: false,
  /** The company's active departments (none: no Departments tab). */
  companyDepartments: seedChoices() as { key: string; description: string }[],
  access: new Map<string, Access>(),
  departmentSearches: [] as string[],
  users: seedUsers(),
  queries: [] as { filter: string | null; page: number; pageSize: number; activeOnly: boolean }[],
  created: [] as CreateCompanyUserMutationVariables['input'][],
  updated: [] as UpdateCompanyUserMutationVariables['input'][],
  resets: [] as string[],
};

export const resetAdministration = () => {
  adminState.users = seedUsers();
  adminState.superAccess = false;
  adminState.companyDepartments = seedChoices();
  adminState.access = new Map();
  adminState.departmentSearches = [];
  adminState.queries = [];
  adminState.created = [];
  adminState.updated = [];
  adminState.resets = [];
  const menu = buyerMenu();
  setAccountMenu({
    ...menu,
    viewer: {
      ...menu.viewer,
      id: '3',
      roles: ['USER', 'ADMIN'],
      permissions: { ...menu.viewer.permissions, canManageUsers: true, canManageDepartments: true },
    },
  });
};

const accessOf = (id: string): Access => adminState.access.get(id) ?? defaultAccess(id);

const detail = (user: StoredUser): CompanyUserDetailFragment => ({
  __typename: 'CompanyUser',
  ...accessOf(user.id),
  id: user.id,
  username: user.username,
  name: user.name,
  phone: null,
  phoneExtension: null,
  active: user.active,
  isViewer: user.id === '3',
  permissions: ['CAN_SUBMIT_ORDERS', 'ORDER_HISTORY'],
  limits: ITEM_TYPES.map((itemType) => ({
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
    supervisors: [
      { __typename: 'SupervisorCandidate' as const, id: '2', name: 'Alan Approver', username: 'approver@acme.example' },
    ],
  })),
});

const find = (id: string) => adminState.users.find((u) => u.id === id);
const setActive = (id: string, active: boolean) => {
  const user = find(id)!;
  user.active = active;
  return { __typename: 'CompanyUser' as const, id, active };
};

export const administrationHandlers = [
  api.query(UserDepartmentChoicesDocument, ({ variables }) => {
    const term = (variables.search ?? '').toLowerCase();
    if (term) adminState.departmentSearches.push(term);
    const matching = adminState.companyDepartments.filter(
      (d) => !term || d.key.toLowerCase().includes(term) || d.description.toLowerCase().includes(term),
    );
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        userDepartmentChoices: {
          __typename: 'DepartmentChoicePage',
          totalCount: matching.length,
          nodes: matching.slice(0, 25).map((d) => ({ __typename: 'DepartmentChoice', ...d })),
        },
      },
    });
  }),
  api.query(UserCatalogChoicesDocument, ({ variables }) => {
    const term = (variables.search ?? '').toLowerCase();
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        catalogChoices: CATALOGS.filter((c) => !term || `${c.name} ${c.label}`.toLowerCase().includes(term)),
      },
    });
  }),
  api.query(CompanyUsersDocument, ({ variables }) => {
    const { filter = null, page = 1, pageSize = 10, activeOnly = false } = variables.input;
    adminState.queries.push({
      filter: filter ?? null,
      page: page ?? 1,
      pageSize: pageSize ?? 10,
      activeOnly: !!activeOnly,
    });
    const term = (filter ?? '').toLowerCase();
    const matching = adminState.users
      .filter((u) => !activeOnly || u.active)
      .filter((u) => !term || u.username.includes(term) || u.name.toLowerCase().includes(term))
      .sort((a, b) => a.username.localeCompare(b.username));
    const size = pageSize ?? 10;
    const current = page ?? 1;
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        companyUsers: {
          __typename: 'CompanyUserPage',
          totalCount: matching.length,
          page: current,
          pageSize: size,
          nodes: matching.slice((current - 1) * size, current * size).map((u) => ({
            __typename: 'CompanyUserSummary',
            id: u.id,
            username: u.username,
            name: u.name,
            phone: null,
            isAdmin: u.id === '3',
            isSupervisor: u.isSupervisor,
            active: u.active,
            isViewer: u.id === '3',
          })),
        },
      },
    });
  }),
  api.query(CompanyWorkflowDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        companyWorkflow: {
          __typename: 'CompanyWorkflow',
          workflowApproval: true,
          limitBasis: 'ORDER',
          inUnits: false,
          itemTypes: ITEM_TYPES,
          superAccess: adminState.superAccess,
        },
      },
    }),
  ),
  api.query(CompanyUserDocument, ({ variables }) => {
    const user = find(variables.id);
    if (!user)
      return HttpResponse.json({
        errors: [{ message: "Unable to locate the user you're looking for", extensions: { code: 'NOT_FOUND' } }],
      });
    return HttpResponse.json({ data: { __typename: 'Query', companyUser: detail(user) } });
  }),
  api.query(SupervisorCandidatesDocument, ({ variables }) => {
    const term = variables.input.search.toLowerCase();
    const found = adminState.users.filter((u) => u.isSupervisor && u.name.toLowerCase().includes(term));
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        supervisorCandidates: found.map((u) => ({
          __typename: 'SupervisorCandidate',
          id: u.id,
          name: u.name,
          username: u.username,
        })),
      },
    });
  }),
  api.mutation(CreateCompanyUserDocument, ({ variables }) => {
    const input = variables.input;
    adminState.created.push(input);
    if (adminState.users.some((u) => u.username === input.username.toLowerCase()))
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          createCompanyUser: {
            __typename: 'CompanyUserPayload',
            user: null,
            userErrors: [
              {
                __typename: 'UserError',
                field: 'username',
                message: `There is already an account for ${input.username}.`,
                code: 'INVALID_INPUT',
              },
            ],
          },
        },
      });
    const user = {
      id: '5000',
      username: input.username.toLowerCase(),
      name: input.name,
      active: true,
      isSupervisor: false,
    };
    adminState.users.push(user);
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        createCompanyUser: { __typename: 'CompanyUserPayload', user: detail(user), userErrors },
      },
    });
  }),
  api.mutation(UpdateCompanyUserDocument, ({ variables }) => {
    const input = variables.input;
    adminState.updated.push(input);
    const user = find(input.id)!;
    user.name = input.name;
    const before = accessOf(user.id);
    const departments = input.departments;
    adminState.access.set(user.id, {
      ...before,
      isAdmin: input.isAdmin ?? before.isAdmin,
      isSuperAdmin: input.isSuperAdmin ?? before.isSuperAdmin,
      allowAllDepartments: departments?.allowAll ?? before.allowAllDepartments,
      departments: departments
        ? departments.keys.map((key) => ({
            __typename: 'UserDepartment' as const,
            key,
            description: adminState.companyDepartments.find((d) => d.key === key)?.description ?? '',
            isDefault: key === departments.defaultKey,
          }))
        : before.departments,
      catalogs: input.catalogs ? CATALOGS.filter((c) => input.catalogs!.includes(c.name)) : before.catalogs,
    });
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        updateCompanyUser: { __typename: 'CompanyUserPayload', user: detail(user), userErrors },
      },
    });
  }),
  api.mutation(DeactivateCompanyUserDocument, ({ variables }) =>
    HttpResponse.json({
      data: {
        __typename: 'Mutation',
        deactivateCompanyUser: {
          __typename: 'CompanyUserPayload',
          user: setActive(variables.input.id, false),
          userErrors,
        },
      },
    }),
  ),
  api.mutation(ReactivateCompanyUserDocument, ({ variables }) =>
    HttpResponse.json({
      data: {
        __typename: 'Mutation',
        reactivateCompanyUser: {
          __typename: 'CompanyUserPayload',
          user: setActive(variables.input.id, true),
          userErrors,
        },
      },
    }),
  ),
  api.mutation(SendCompanyUserPasswordResetDocument, ({ variables }) => {
    adminState.resets.push(variables.input.id);
    const user = find(variables.input.id)!;
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        sendCompanyUserPasswordReset: {
          __typename: 'SendCompanyUserPasswordResetPayload',
          message: `A password reset e-mail was sent to ${user.username}.`,
          userErrors,
        },
      },
    });
  }),
  ...companyPickerHandlers,
];

type StoredDepartment = { id: string; key: string; description: string; spendLimit: number | null; userIds: string[] };

/** 40 departments of the mocked company, by code; the first has users. */
const seedDepartments = (): StoredDepartment[] =>
  Array.from({ length: 40 }, (_, i) => ({
    id: String(100 + i),
    key: `D${String(i + 1).padStart(3, '0')}`,
    description: `Department ${i + 1}`,
    spendLimit: i === 0 ? 1000 : null,
    userIds: i === 0 ? ['2'] : [],
  }));

export const departmentState = {
  departments: seedDepartments(),
  created: [] as CreateCompanyDepartmentMutationVariables['input'][],
  deleted: [] as string[],
};

export const resetDepartments = () => {
  departmentState.departments = seedDepartments();
  departmentState.created = [];
  departmentState.deleted = [];
};

const row = (d: StoredDepartment) => ({
  __typename: 'CompanyDepartment' as const,
  id: d.id,
  key: d.key,
  description: d.description,
  spendLimit: d.spendLimit,
  active: true,
  userCount: d.userIds.length,
});

const person = (id: string) => {
  const user = adminState.users.find((u) => u.id === id)!;
  return { __typename: 'SupervisorCandidate' as const, id, name: user.name, username: user.username };
};

export const departmentHandlers = [
  api.query(CompanyDepartmentsDocument, ({ variables }) => {
    const page = variables.input.page ?? 1;
    const term = (variables.input.filter ?? '').toLowerCase();
    const matching = departmentState.departments.filter(
      (d) => !term || d.key.toLowerCase().includes(term) || d.description.toLowerCase().includes(term),
    );
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        companyDepartments: {
          __typename: 'CompanyDepartmentPage',
          totalCount: matching.length,
          page,
          pageSize: 25,
          limitsByDepartment: true,
          nodes: matching.slice((page - 1) * 25, page * 25).map(row),
        },
      },
    });
  }),
  api.query(CompanyDepartmentDocument, ({ variables }) => {
    const d = departmentState.departments.find((x) => x.id === variables.id)!;
    return HttpResponse.json({
      data: { __typename: 'Query', companyDepartment: { ...row(d), users: d.userIds.map(person) } },
    });
  }),
  api.query(DepartmentUserCandidatesDocument, ({ variables }) => {
    const term = variables.search.toLowerCase();
    const found = adminState.users.filter((u) => u.name.toLowerCase().includes(term)).slice(0, 25);
    return HttpResponse.json({
      data: { __typename: 'Query', departmentUserCandidates: found.map((u) => person(u.id)) },
    });
  }),
  api.mutation(CreateCompanyDepartmentDocument, ({ variables }) => {
    const input = variables.input;
    departmentState.created.push(input);
    const d: StoredDepartment = {
      id: '900',
      key: input.key.toUpperCase(),
      description: input.description,
      spendLimit: input.noSpendLimit ? null : Number(input.spendLimit),
      userIds: [...(input.userIds ?? [])],
    };
    departmentState.departments.push(d);
    departmentState.departments.sort((a, b) => a.key.localeCompare(b.key));
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        createCompanyDepartment: { __typename: 'CompanyDepartmentPayload', department: row(d), userErrors },
      },
    });
  }),
  api.mutation(UpdateCompanyDepartmentDocument, ({ variables }) => {
    const d = departmentState.departments.find((x) => x.id === variables.input.id)!;
    d.description = variables.input.description;
    d.userIds = [...variables.input.userIds];
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        updateCompanyDepartment: { __typename: 'CompanyDepartmentPayload', department: row(d), userErrors },
      },
    });
  }),
  api.mutation(DeleteCompanyDepartmentDocument, ({ variables }) => {
    departmentState.deleted.push(variables.input.id);
    departmentState.departments = departmentState.departments.filter((d) => d.id !== variables.input.id);
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        deleteCompanyDepartment: {
          __typename: 'DeleteCompanyDepartmentPayload',
          deletedId: variables.input.id,
          userErrors,
        },
      },
    });
  }),
  ...companyPickerHandlers,
];
