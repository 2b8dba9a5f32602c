import { createContext, useContext } from 'react';
import { createPath, Navigate, useResolvedPath, type To } from 'react-router';

/** Where a page rendered on the server sends its visitor instead (entry-server.tsx answers it in HTTP). */
export type ServerRedirect = { location: string; permanent: boolean };

/** Present only while rendering on the server: the page's redirect is recorded here. */
export const ServerRedirectContext = createContext<((redirect: ServerRedirect) => void) | null>(null);

/**
 * A page that stands for another: in the browser a `<Navigate replace>`; on the server an HTTP redirect
 * (302, or 301 for a `permanent` one such as a legacy catalogue URL), so a crawler, `curl` and the first
 * paint get the target rather than an empty page (a `<Navigate>` in a StaticRouter draws nothing).
 */
export function Redirect({ to, permanent = false }: { to: To; permanent?: boolean }) {
  const onServer = useContext(ServerRedirectContext);
  const location = createPath(useResolvedPath(to));
  if (!onServer) return <Navigate to={to} replace />;
  onServer({ location, permanent });
  return null;
}
