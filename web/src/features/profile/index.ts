export { ProfilePage } from './ProfilePage';
export { ProfileRequestsPage } from './ProfileRequestsPage';
