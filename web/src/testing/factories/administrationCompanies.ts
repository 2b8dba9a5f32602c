import type {
  AdministrableCompaniesQuery,
  UserAllowedCompaniesFragment,
} from '../../features/administration/Companies.generated';
import type { CompanyUsersQuery } from '../../features/administration/Users.generated';

// Typed answers of the company picker and the user dialog's Multiview tab (issue 18), for Ada Admin
// (user 3) of Acme Fabrication (10001).

export type Company = { customerNumber: string; name: string };

export const acme: Company = { customerNumber: '10001', name: 'Acme Fabrication' };
export const northwind: Company = { customerNumber: '10002', name: 'Northwind Traders' };
export const globex: Company = { customerNumber: '10004', name: 'Globex Corporation' };

/** `count` customers whose name ends in "Supply" (11000 on), for a search with many matches. */
export const supplyCustomers = (count: number): Company[] =>
  Array.from({ length: count }, (_, i) => ({ customerNumber: String(11000 + i), name: `Customer ${i + 1} Supply` }));

/**
 * The administrable companies: SELECT lists the viewer's own and allowed ones (a plain administrator),
 * SEARCH the first 100 of `matchCount` matches of a search (a super administrator; none without one).
 */
export const companyChoicesOf = (
  mode: 'SELECT' | 'SEARCH',
  choices: Company[],
  matchCount = choices.length,
): AdministrableCompaniesQuery => ({
  __typename: 'Query',
  viewer: { __typename: 'Viewer', id: '3', customerNumber: acme.customerNumber, customerName: acme.name },
  administrableCompanies: {
    __typename: 'CustomerChoices',
    mode,
    matchCount,
    choices: choices.slice(0, 100).map((c) => ({ __typename: 'CustomerChoice' as const, ...c })),
  },
});

type UserSummary = CompanyUsersQuery['companyUsers']['nodes'][number];

/** Northwind's three users (ids 5600 on), as the users list reads them when an administrator picks 10002. */
export const northwindUsersOf = (): UserSummary[] =>
  ['units@northwind.example', 'admin@northwind.example', 'billing@northwind.example'].map((username, i) => ({
    __typename: 'CompanyUserSummary',
    id: String(5600 + i),
    username,
    name: username.split('@')[0]!,
    phone: null,
    isAdmin: username.startsWith('admin'),
    isSupervisor: false,
    active: true,
    isViewer: false,
  }));

/** A user's allowed companies (the Multiview tab), each with the id its removal names. */
export const allowedCompaniesOf = (
  userId: string,
  companies: (Company & { id: string })[],
): UserAllowedCompaniesFragment => ({
  __typename: 'CompanyUser',
  id: userId,
  allowedCompanies: companies.map((c) => ({
    __typename: 'AllowedCompany',
    id: c.id,
    customerNumber: c.customerNumber,
    customerName: c.name,
  })),
});
