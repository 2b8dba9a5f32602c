import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../ui/Toast';
import { messages } from '../../lib/messages';
import { resetCheckout } from '../../lib/checkoutProgress';
import { SESSION_END, sessionEvents } from '../../lib/sessionEvents';
import { LogoutDocument } from './Login.generated';

/** Forced logout on an expired or unreadable token: clear the session and send the user to /login. */
export function SessionEndWatcher() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const busy = useRef(false);

  useEffect(() => {
    async function onSessionEnd() {
      if (busy.current) return;
      busy.current = true;
      try {
        // Clearing the cookie first keeps refetched queries from ending the session again.
        await client.mutate({ mutation: LogoutDocument }).catch(() => undefined);
        resetCheckout();
        await navigate('/login', { replace: true });
        await client.resetStore().catch(() => undefined);
        notify(messages.sessionEnded, 'info');
      } finally {
        busy.current = false;
      }
    }
    const listener = () => void onSessionEnd();
    sessionEvents.addEventListener(SESSION_END, listener);
    return () => sessionEvents.removeEventListener(SESSION_END, listener);
  }, [client, navigate, notify]);

  return null;
}
