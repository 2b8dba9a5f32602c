export { UsersPage } from './UsersPage';
export { DepartmentsPage } from './DepartmentsPage';
export { CompanySettings } from './CompanySettings';
