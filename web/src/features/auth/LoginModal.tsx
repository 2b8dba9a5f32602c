import { Link } from '../../ui/Link';
import { DismissibleModal } from '../../ui/DismissibleModal';
import { useNotify } from '../../ui/Toast';
import { messages } from '../../lib/messages';
import { LoginForm } from './LoginForm';

/**
 * The header's login modal (docs/spec/storefront.md §2.5): the login page's form and rules (caps-lock warning,
 * alert area), links to forgot password and create account. The visitor stays on the page they were on.
 */
export function LoginModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const notify = useNotify();
  return (
    <DismissibleModal title="Log In" isOpen={isOpen} onClose={onClose} closeLabel="Cancel">
      <LoginForm
        onSuccess={() => {
          onClose();
          notify(messages.loginSuccess);
        }}
      />
      <p>
        <Link to="/password-recovery" onClick={onClose}>
          Forgot Password
        </Link>
      </p>
      <p>
        <Link to="/create-account" onClick={onClose}>
          Create an Account
        </Link>
      </p>
    </DismissibleModal>
  );
}
