export { LoginForm } from './LoginForm';
export { LoginPage, AFTER_LOGIN, afterLoginTarget } from './LoginPage';
export { SessionEndWatcher } from './SessionEndWatcher';
export { useLogout } from './useLogout';
export { useViewer, type Viewer } from './useViewer';
export { LoginCard } from './LoginCard';
export { LoginModal } from './LoginModal';
