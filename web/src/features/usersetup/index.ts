export { UserSetupPage } from './UserSetupPage';
