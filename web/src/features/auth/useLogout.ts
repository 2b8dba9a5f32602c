import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../ui/Toast';
import { messages } from '../../lib/messages';
import { resetCheckout } from '../../lib/checkoutProgress';
import { LogoutDocument } from './Login.generated';

/** Logout clears the cookie (gateway), the Apollo cache and the checkout session state. */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const [logout] = useMutation(LogoutDocument);
  return async () => {
    // Leave first: on a login-only page, the cleared session would otherwise race its guard's
    // redirect to /login against this navigation.
    await navigate('/');
    try {
      await logout();
    } catch {
      // The cookie may already be gone; the local session is cleared either way.
    }
    resetCheckout();
    try {
      await client.resetStore();
    } catch {
      // A refetch that fails after the reset shows its own error; the logout itself is done.
    }
    notify(messages.loggedOut);
  };
}
