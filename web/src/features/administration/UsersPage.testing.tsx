// What the users page's and the user dialog's test files share: the page at its route, Acme's users and
// the gateway as the dialog reads it.
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { CompanyUsersInput, UpdateCompanyUserInput } from '../../generated/graphql';
import { answerMutation, answerQuery, api } from '../../testing/api';
import {
  administrableCompaniesOf,
  alanApprover,
  catalogChoicesOf,
  companyUserPayloadOf,
  companyUsersOf,
  customNullCatalog,
  departmentChoicesOf,
  safetyCatalog,
  standardCatalog,
  userDetailOf,
  usersPageOf,
  workflowOf,
} from '../../testing/factories/administration';
import { allowedCompaniesOf } from '../../testing/factories/administrationCompanies';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { AdministrableCompaniesDocument, CompanyUserAllowedCompaniesDocument } from './Companies.generated';
import { UserCatalogChoicesDocument, UserDepartmentChoicesDocument } from './UserAccess.generated';
import {
  CompanyUserDocument,
  CompanyUsersDocument,
  CompanyWorkflowDocument,
  SupervisorCandidatesDocument,
  UpdateCompanyUserDocument,
} from './Users.generated';
import { UsersPage } from './UsersPage';

/** The users page (its guard, administrators only, is app/AccountLayout.test.tsx's), at `search` if given. */
export const openUsers = (search = '') =>
  renderRoute(<UsersPage />, { path: '/administration/users', at: `/administration/users${search}` });

/** Acme's 57 users, as the gateway lists them. */
export const USERS = companyUsersOf();
export const userNamed = (username: string) => USERS.find((u) => u.username === username)!;

/**
 * The company's users as the gateway lists them: `found` answers a search (by its text) and the
 * active-only box, from which the page asked for is answered. Returns the list inputs sent.
 */
export function listing(found: { all: typeof USERS; searches?: Record<string, typeof USERS> }) {
  const inputs: CompanyUsersInput[] = [];
  server.use(
    answerQuery(CompanyUsersDocument, ({ variables: { input } }) => {
      inputs.push(input);
      const users = input.role
        ? found.all.filter((u) => u.isAdmin)
        : input.activeOnly
          ? found.all.filter((u) => u.active)
          : input.filter
            ? (found.searches?.[input.filter] ?? [])
            : found.all;
      return { companyUsers: usersPageOf(users, input.page ?? 1, input.pageSize ?? 10) };
    }),
  );
  return inputs;
}

/** For `beforeEach`: the companies, workflow, departments and supervisors the page and its dialog read. */
export function answerUsersPageSurroundings() {
  server.use(
    api.query(AdministrableCompaniesDocument, () => HttpResponse.json({ data: administrableCompaniesOf() })),
    api.query(CompanyWorkflowDocument, () => HttpResponse.json({ data: workflowOf() })),
    api.query(UserDepartmentChoicesDocument, () => HttpResponse.json({ data: departmentChoicesOf() })),
    answerQuery(SupervisorCandidatesDocument, { supervisorCandidates: [alanApprover] }),
  );
}

type Department = { key: string; description: string };
type Catalog = typeof standardCatalog;

/** Without a search every catalog is found; "safety" finds the Safety Catalog. */
const CATALOG_SEARCHES: Record<string, Catalog[]> = {
  '': [standardCatalog, customNullCatalog, safetyCatalog],
  safety: [safetyCatalog],
};

/**
 * The user dialog's reads: the user by id, the company's departments (MAINT and SAFETY unless given)
 * and, by their text, the answers to department searches, and the catalogs. Returns the department searches sent.
 */
export function answerUserDialogChoices({
  departments,
  departmentSearches = {},
}: { departments?: Department[]; departmentSearches?: Record<string, Department[]> } = {}) {
  const searches: string[] = [];
  server.use(
    answerQuery(CompanyUserDocument, ({ variables }) => ({
      companyUser: userDetailOf(USERS.find((u) => u.id === variables.id)!),
    })),
    api.query(UserDepartmentChoicesDocument, ({ variables: { search } }) => {
      if (search) searches.push(search);
      return HttpResponse.json({
        data: departmentChoicesOf(search ? (departmentSearches[search] ?? []) : departments),
      });
    }),
    // Only a super administrator's dialog shows the catalogs.
    api.query(UserCatalogChoicesDocument, ({ variables: { search } }) =>
      HttpResponse.json({ data: catalogChoicesOf(CATALOG_SEARCHES[search ?? ''] ?? []) }),
    ),
  );
  return searches;
}

/**
 * The gateway as the users page and its dialog read it: Acme's users, `superAccess` for a super
 * administrator, the dialog's choices (`answerUserDialogChoices`) and the user's allowed companies (none).
 * Returns what the dialog sent: Update's inputs and the department searches.
 */
export function userDialogGateway({
  superAccess = false,
  ...choices
}: { superAccess?: boolean } & Parameters<typeof answerUserDialogChoices>[0] = {}) {
  const sent = { updated: [] as UpdateCompanyUserInput[], departmentSearches: answerUserDialogChoices(choices) };
  server.use(
    api.query(AdministrableCompaniesDocument, () => HttpResponse.json({ data: administrableCompaniesOf() })),
    answerQuery(CompanyUsersDocument, ({ variables: { input } }) => ({
      companyUsers: usersPageOf(USERS, input.page ?? 1, input.pageSize ?? 10),
    })),
    api.query(CompanyWorkflowDocument, () => HttpResponse.json({ data: workflowOf(superAccess) })),
    answerQuery(CompanyUserAllowedCompaniesDocument, ({ variables }) => ({
      companyUser: allowedCompaniesOf(variables.id, []),
    })),
    answerMutation(UpdateCompanyUserDocument, ({ variables: { input } }) => {
      sent.updated.push(input);
      return { updateCompanyUser: companyUserPayloadOf(userDetailOf(USERS.find((u) => u.id === input.id)!)) };
    }),
  );
  return sent;
}

/** Opens the users page and the Edit User dialog of `username`, once its limits are shown. */
export const openEdit = async (username: string) => {
  openUsers();
  await screen.findByText('admin@acme.example');
  fireEvent.click(screen.getByRole('button', { name: `Edit ${username}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
  await within(dialog).findByRole('textbox', { name: 'Tools spend limit' });
  return within(dialog);
};
