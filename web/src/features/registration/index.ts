export { CreateAccountPage } from './CreateAccountPage';
export { RegisterPage } from './RegisterPage';
export { PendingPage, ApplicationPendingPage } from './PendingPages';
export { PasswordRecoveryPage } from './PasswordRecoveryPage';
export { ResetPasswordPage, ResetWelcomeConfirmedPage } from './ResetPasswordPage';
export { CustomerApplicationPage } from './CustomerApplicationPage';
