import { useLocation, type Location } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { useNotify } from '../../ui/Toast';
import { messages } from '../../lib/messages';
import { usePageTitle } from '../../lib/usePageTitle';
import { LoginForm } from './LoginForm';
import { useViewer } from './useViewer';
import { Redirect } from '../../lib/Redirect';

/** The profile: where a login lands without a remembered target or a custom landing page. */
export const AFTER_LOGIN = '/my-account';

type LoginState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'>; notice?: unknown } | null;

/**
 * A target named in the URL (`/login?state=/path`, for links from mails): a path on this store only,
 * judged as the URL parser reads it. Browsers drop tabs and line breaks from URLs and read a backslash
 * as a slash, so `/%09/host` is `//host`: another origin, which the router refuses by throwing.
 */
const urlTarget = (search: string): string | null => {
  const state = new URLSearchParams(search).get('state');
  if (!state?.startsWith('/')) return null;
  const { origin } = window.location;
  let url: URL;
  try {
    url = new URL(state, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname.startsWith('/login')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};

/** The remembered state (router state, else `?state=`); else home for users with a custom landing page (home sends them on), else the profile. */
export function afterLoginTarget(state: unknown, landingPage: string | null | undefined, search = ''): string {
  const from = (state as LoginState)?.from;
  if (from && typeof from.pathname === 'string' && from.pathname !== '/login')
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return urlTarget(search) ?? (landingPage ? '/' : AFTER_LOGIN);
}

export function LoginPage() {
  usePageTitle('Log In');
  const { viewer, loading } = useViewer();
  const location = useLocation();
  const notify = useNotify();

  if (loading) return <Spinner />;
  // Also the path taken right after a successful login, once the viewer is in the cache.
  if (viewer) return <Redirect to={afterLoginTarget(location.state, viewer.landingPage, location.search)} />;
  const notice = (location.state as LoginState)?.notice;

  return (
    <div className="grid grid-2">
      <div>
        <h1>Log In</h1>
        <Card title="Log in to your account">
          {typeof notice === 'string' && <Alert tone="success">{notice}</Alert>}
          <LoginForm onSuccess={() => notify(messages.loginSuccess)} />
          <p>
            <Link to="/password-recovery">Forgot Password</Link>
          </p>
          <p>
            New customer? <Link to="/create-account">Register Now</Link>
          </p>
        </Card>
      </div>
      <Card title="With an account you can">
        <ul>
          <li>See your company's prices and availability</li>
          <li>Order from the catalogue, the Order Pad and shopping lists</li>
          <li>Follow orders, quotes, invoices and tracking numbers</li>
          <li>Send carts for approval within your spend limits</li>
        </ul>
      </Card>
    </div>
  );
}
