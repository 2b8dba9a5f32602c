import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { useNotify } from '../../ui/Toast';
import { messages } from '../../lib/messages';
import { LoginForm } from './LoginForm';
import { useLogout } from './useLogout';
import { useViewer } from './useViewer';

export function LoginCard() {
  const { viewer, loading } = useViewer();
  const notify = useNotify();
  const logout = useLogout();
  if (loading) {
    return (
      <Card title="Log In">
        <Spinner />
      </Card>
    );
  }
  if (viewer) {
    return (
      <Card title="My Account">
        <p>Hello, {viewer.name}</p>
        <p className="muted">{viewer.customerName}</p>
        <div className="form-actions">
          <Link to="/my-account/orders">My Orders</Link>
          {viewer.sessionMode !== 'PUNCH_OUT' && (
            <Button variant="secondary" onPress={() => void logout()}>
              Log Out
            </Button>
          )}
        </div>
      </Card>
    );
  }
  return (
    <Card title="Log In">
      <LoginForm onSuccess={() => notify(messages.loginSuccess)} />
      <p>
        <Link to="/password-recovery">Forgot Password</Link>
      </p>
      <p>
        <Link to="/create-account">Create an Account</Link>
      </p>
    </Card>
  );
}
