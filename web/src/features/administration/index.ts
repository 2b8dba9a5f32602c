export { UsersPage } from './UsersPage';
export { DepartmentsPage } from './DepartmentsPage';
