import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../ui/Alert';
import { Spinner } from '../ui/Spinner';
import { friendlyError } from '../lib/apolloErrors';
import { messages } from '../lib/messages';
import { ACCOUNT_MENU, entryAt, isAdministrator, type MenuViewer } from './accountMenu';
import { useAccountMenu } from './useAccountMenu';
import { NotFoundPage } from './pages';
import { Redirect } from '../lib/Redirect';

// Guards of the account and administration pages, from the account menu's own rules: a page is open
// to exactly the users who see its entry (account-admin-calls §6). Login is checked before them.

function WithMenu({ allow, children }: { allow: (menu: MenuViewer) => boolean; children: ReactNode }) {
  const { menu, loading, error } = useAccountMenu();
  if (loading) return <Spinner label="Loading…" />;
  if (error) return <Alert tone="error">{friendlyError(error, messages.unexpectedError)}</Alert>;
  if (!menu || !allow(menu)) return <Redirect to="/unauthorized" />;
  return <>{children}</>;
}

/** The page of one menu entry: refused (Access Denied) to the users its entry is hidden from. */
export function RequireEntry({ id, children }: { id: string; children: ReactNode }) {
  const entry = ACCOUNT_MENU.find((e) => e.id === id);
  if (!entry) throw new Error(`No account menu entry ${id}`);
  return <WithMenu allow={entry.visible}>{children}</WithMenu>;
}

/** The administration area: ROLE_ADMIN or ROLE_SUPERADMIN (§2.2). */
export function RequireAdministrator({ children }: { children: ReactNode }) {
  return <WithMenu allow={isAdministrator}>{children}</WithMenu>;
}

/**
 * An account or administration path without a page: Access Denied to whom its entry (built or not)
 * or the administration area is closed, otherwise Page Not Found.
 */
export function AccountFallback() {
  const { pathname } = useLocation();
  const entry = entryAt(pathname);
  const allow = (menu: MenuViewer) =>
    entry ? entry.visible(menu) : !pathname.startsWith('/administration') || isAdministrator(menu);
  return (
    <WithMenu allow={allow}>
      <NotFoundPage />
    </WithMenu>
  );
}
