import { Link } from '../ui/Link';
import { CompanySettings } from '../features/administration';
import { usePageTitle } from '../lib/usePageTitle';
import { visibleEntries } from './accountMenu';
import { useAccountMenu } from './useAccountMenu';

/** The administration index (account-admin-calls §2.2): where the admin pages are, and the company's settings. */
export function AdministrationPage() {
  usePageTitle('Administration');
  const { menu } = useAccountMenu();
  const pages = menu ? visibleEntries(menu).filter((e) => e.path.startsWith('/administration/')) : [];
  return (
    <section aria-labelledby="administration-title">
      <h1 id="administration-title">Administration</h1>
      <p>Manage your company&apos;s users, departments and approvals.</p>
      {pages.length > 0 && (
        <ul>
          {pages.map((e) => (
            <li key={e.id}>
              <Link to={e.path}>{e.label}</Link>
            </li>
          ))}
        </ul>
      )}
      {/* The settings come with the workflow, which the ERP answers to user administrators only. */}
      {menu?.viewer.permissions.canManageUsers && <CompanySettings />}
    </section>
  );
}
