export { CreateAccountPage } from './CreateAccountPage';
export { RegisterPage, PendingPage } from './RegisterPage';
export { PasswordRecoveryPage } from './PasswordRecoveryPage';
export { ResetPasswordPage, ResetWelcomeConfirmedPage } from './ResetPasswordPage';
export { CustomerApplicationPage, ApplicationPendingPage } from './CustomerApplicationPage';
