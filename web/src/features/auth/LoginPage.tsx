import { Navigate, useLocation, type Location } from 'react-router';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { useNotify } from '../../ui/Toast';
import { messages } from '../../lib/messages';
import { usePageTitle } from '../../lib/usePageTitle';
import { LoginForm } from './LoginForm';
import { useViewer } from './useViewer';

export const AFTER_LOGIN = '/my-account/orders';

type LoginState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'> } | null;

function rememberedTarget(state: unknown): string {
  const from = (state as LoginState)?.from;
  if (!from || typeof from.pathname !== 'string' || from.pathname === '/login') return AFTER_LOGIN;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function LoginPage() {
  usePageTitle('Log In');
  const { viewer, loading } = useViewer();
  const location = useLocation();
  const notify = useNotify();

  if (loading) return <Spinner />;
  // Also the path taken right after a successful login, once the viewer is in the cache.
  if (viewer) return <Navigate to={rememberedTarget(location.state)} replace />;

  return (
    <div className="grid grid-2">
      <div>
        <h1>Log In</h1>
        <Card title="Log in to your account">
          <LoginForm onSuccess={() => notify(messages.loginSuccess)} />
          <p>
            <Link to="/password-recovery">Forgot Password</Link>
          </p>
          <p>
            New customer? <Link to="/create-account">Register Now</Link>
          </p>
        </Card>
      </div>
    </div>
  );
}
