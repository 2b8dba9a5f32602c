// What the departments page's test files share: the page at its route and the company's 40 departments.
import { HttpResponse } from 'msw';
import { answerQuery, api } from '../../testing/api';
import { administrableCompaniesOf, departmentOf, departmentsPageOf } from '../../testing/factories/administration';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { AdministrableCompaniesDocument } from './Companies.generated';
import { CompanyDepartmentsDocument } from './Departments.generated';
import { DepartmentsPage } from './DepartmentsPage';

/** The departments page (its guard, administrators only, is app/accountMenu.test.ts's), at `search` if given. */
export const openDepartments = (search = '') =>
  renderRoute(<DepartmentsPage />, { path: '/administration/departments', at: `/administration/departments${search}` });

/** 40 departments by code, 25 a page; D001 has a user (so it cannot be deleted) and was changed since. */
export const DEPARTMENTS = Array.from({ length: 40 }, (_, i) =>
  departmentOf(
    i + 1,
    i === 0 ? { spendLimit: 1000, userCount: 1, lastChangedBy: 'admin@acme.example', lastChangedOn: '2026-11-20' } : {},
  ),
);

/** For `beforeEach`: the company and its departments, a page at a time. Returns the pages the gateway was asked for. */
export function answerDepartments() {
  const pagesAsked: number[] = [];
  server.use(
    api.query(AdministrableCompaniesDocument, () => HttpResponse.json({ data: administrableCompaniesOf() })),
    answerQuery(CompanyDepartmentsDocument, ({ variables: { input } }) => {
      const page = input.page ?? 1;
      pagesAsked.push(page);
      return { companyDepartments: departmentsPageOf(DEPARTMENTS.slice((page - 1) * 25, page * 25), page, 40) };
    }),
  );
  return pagesAsked;
}
