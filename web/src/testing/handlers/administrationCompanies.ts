import { HttpResponse } from 'msw';
import {
  AddAllowedCompanyDocument,
  AdministrableCompaniesDocument,
  CompanyUserAllowedCompaniesDocument,
  RemoveAllowedCompanyDocument,
} from '../../features/administration/Companies.generated';
import { CompanyUsersDocument, CompanyWorkflowDocument } from '../../features/administration/Users.generated';
import { api } from '../api';

type Company = { customerNumber: string; name: string };
type Allowed = { id: string; customerNumber: string; customerName: string };

/** 240 customers a super admin searches (10000 on), Northwind among them; at most 100 answered. */
const CUSTOMERS: Company[] = [
  { customerNumber: '10001', name: 'Acme Fabrication' },
  { customerNumber: '10002', name: 'Northwind Traders' },
  { customerNumber: '10004', name: 'Globex Corporation' },
  ...Array.from({ length: 237 }, (_, i) => ({ customerNumber: String(11000 + i), name: `Customer ${i + 1} Supply` })),
];
const OWN = CUSTOMERS[0]!;
const NORTHWIND_USERS = ['units@northwind.example', 'admin@northwind.example', 'billing@northwind.example'];

export const companyState = {
  /** The viewer is a super admin (SEARCH picker, Multiview tab) rather than Acme's plain admin. */
  superAdmin: false,
  /** A plain admin's allowed companies besides Acme (a SELECT picker when any). */
  adminAllowed: [] as Company[],
  allowed: new Map<string, Allowed[]>(),
  searches: [] as (string | null)[],
  usersOf: [] as (string | null)[],
  nextId: 1000,
};

export const resetCompanies = () => {
  companyState.superAdmin = false;
  companyState.adminAllowed = [];
  companyState.allowed = new Map([
    ['1000', [{ id: '900', customerNumber: '10004', customerName: 'Globex Corporation' }]],
  ]);
  companyState.searches = [];
  companyState.usersOf = [];
  companyState.nextId = 1000;
};
resetCompanies();

const userOf = (id: string) => ({
  __typename: 'CompanyUser' as const,
  id,
  allowedCompanies: (companyState.allowed.get(id) ?? []).map((c) => ({ __typename: 'AllowedCompany' as const, ...c })),
});
const choice = (c: Company) => ({ __typename: 'CustomerChoice' as const, ...c });

/** The picker's and the Multiview tab's operations (a plain admin of Acme with no allowed company by default). */
export const companyPickerHandlers = [
  api.query(AdministrableCompaniesDocument, ({ variables }) => {
    const term = (variables.search ?? '').trim().toLowerCase();
    companyState.searches.push(variables.search ?? null);
    const matches = (c: Company) => c.customerNumber.includes(term) || c.name.toLowerCase().includes(term);
    const found = companyState.superAdmin
      ? term.length < 2
        ? []
        : CUSTOMERS.filter(matches)
      : [OWN, ...companyState.adminAllowed].filter((c) => !term || matches(c));
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        viewer: { __typename: 'Viewer', id: '3', customerNumber: OWN.customerNumber, customerName: OWN.name },
        administrableCompanies: {
          __typename: 'CustomerChoices',
          mode: companyState.superAdmin ? 'SEARCH' : 'SELECT',
          matchCount: found.length,
          choices: found.slice(0, 100).map(choice),
        },
      },
    });
  }),
  api.query(CompanyUserAllowedCompaniesDocument, ({ variables }) =>
    HttpResponse.json({ data: { __typename: 'Query', companyUser: userOf(variables.id) } }),
  ),
  api.mutation(AddAllowedCompanyDocument, ({ variables }) => {
    const { userId, customerNumber } = variables.input;
    const list = companyState.allowed.get(userId) ?? [];
    const customer = CUSTOMERS.find((c) => c.customerNumber === customerNumber);
    const refused = !customer || list.some((c) => c.customerNumber === customerNumber);
    if (!refused)
      companyState.allowed.set(userId, [
        ...list,
        { id: String(companyState.nextId++), customerNumber, customerName: customer.name },
      ]);
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        addAllowedCompany: {
          __typename: 'AllowedCompanyPayload',
          user: refused ? null : userOf(userId),
          userErrors: refused
            ? [{ __typename: 'UserError', field: null, message: 'Unable to set allowed company', code: 'REJECTED' }]
            : [],
        },
      },
    });
  }),
  api.mutation(RemoveAllowedCompanyDocument, ({ variables }) => {
    const { userId, allowedCompanyId } = variables.input;
    companyState.allowed.set(
      userId,
      (companyState.allowed.get(userId) ?? []).filter((c) => c.id !== allowedCompanyId),
    );
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        removeAllowedCompany: { __typename: 'AllowedCompanyPayload', user: userOf(userId), userErrors: [] },
      },
    });
  }),
];

/** Put before the administration handlers: super access, and Northwind's (10002) users when it is picked. */
export const companyOverrides = [
  api.query(CompanyWorkflowDocument, ({ variables }) => {
    if (!companyState.superAdmin) return undefined;
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        companyWorkflow: {
          __typename: 'CompanyWorkflow',
          workflowApproval: variables.customerNumber !== '10002',
          limitBasis: 'ORDER',
          inUnits: variables.customerNumber === '10002',
          itemTypes: ['Consumables', 'Tools'],
          superAccess: true,
        },
      },
    });
  }),
  api.query(CompanyUsersDocument, ({ variables }) => {
    companyState.usersOf.push(variables.input.customerNumber ?? null);
    if (variables.input.customerNumber !== '10002') return undefined;
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        companyUsers: {
          __typename: 'CompanyUserPage',
          totalCount: NORTHWIND_USERS.length,
          page: 1,
          pageSize: 10,
          nodes: NORTHWIND_USERS.map((username, i) => ({
            __typename: 'CompanyUserSummary',
            id: String(5600 + i),
            username,
            name: username.split('@')[0]!,
            phone: null,
            isAdmin: username.startsWith('admin'),
            isSupervisor: false,
            active: true,
            isViewer: false,
          })),
        },
      },
    });
  }),
];
