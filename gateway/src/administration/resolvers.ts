import type { Resolvers } from '../generated/resolvers-types.ts';
import {
  createCompanyUser,
  loadCompanyUser,
  loadCompanyUsers,
  loadCompanyWorkflow,
  loadNewUserCustomFields,
  sendCompanyUserPasswordReset,
  setCompanyUserActive,
  updateCompanyUser,
} from './users-provider.ts';
import {
  createCompanyDepartment,
  deleteCompanyDepartment,
  loadCompanyDepartment,
  loadCompanyDepartments,
  searchDepartmentUsers,
  setCompanyDepartmentActive,
  updateCompanyDepartment,
} from './departments-provider.ts';
import { loadDepartmentChoices, searchCatalogs } from './user-access.ts';
import { searchSupervisors } from './supervisor-search.ts';

export const administrationResolvers: Resolvers = {
  Query: {
    companyUsers: (_parent, { input }, context) => loadCompanyUsers(context, input),
    companyUser: (_parent, { id }, context) => loadCompanyUser(context, id),
    supervisorCandidates: (_parent, { input }, context) =>
      searchSupervisors(context, input.search, input.userId, input.customerNumber),
    companyWorkflow: (_parent, { customerNumber }, context) => loadCompanyWorkflow(context, customerNumber),
    newUserCustomFields: (_parent, { customerNumber }, context) => loadNewUserCustomFields(context, customerNumber),
    companyDepartments: (_parent, { input }, context) => loadCompanyDepartments(context, input),
    companyDepartment: (_parent, { id }, context) => loadCompanyDepartment(context, id),
    departmentUserCandidates: (_parent, { search, customerNumber }, context) =>
      searchDepartmentUsers(context, search, customerNumber),
    userDepartmentChoices: (_parent, { search, customerNumber }, context) =>
      loadDepartmentChoices(context, search, customerNumber),
    catalogChoices: (_parent, { search }, context) => searchCatalogs(context, search),
  },
  Mutation: {
    createCompanyUser: (_parent, { input }, context) => createCompanyUser(context, input),
    updateCompanyUser: (_parent, { input }, context) => updateCompanyUser(context, input),
    deactivateCompanyUser: (_parent, { input }, context) => setCompanyUserActive(context, input.id, false),
    reactivateCompanyUser: (_parent, { input }, context) => setCompanyUserActive(context, input.id, true),
    sendCompanyUserPasswordReset: (_parent, { input }, context) => sendCompanyUserPasswordReset(context, input.id),
    createCompanyDepartment: (_parent, { input }, context) => createCompanyDepartment(context, input),
    updateCompanyDepartment: (_parent, { input }, context) => updateCompanyDepartment(context, input),
    deactivateCompanyDepartment: (_parent, { input }, context) => setCompanyDepartmentActive(context, input.id, false),
    reactivateCompanyDepartment: (_parent, { input }, context) => setCompanyDepartmentActive(context, input.id, true),
    deleteCompanyDepartment: (_parent, { input }, context) => deleteCompanyDepartment(context, input.id),
  },
};
