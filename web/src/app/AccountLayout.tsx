import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { NativeSelect } from '../ui/Select';
import { entryAt, MENU_GROUPS, visibleEntries, type MenuEntry, type MenuGroup } from './accountMenu';
import { useAccountMenu } from './useAccountMenu';
import './accountMenu.css';

const byGroup = (entries: MenuEntry[]) =>
  (Object.keys(MENU_GROUPS).map(Number) as MenuGroup[])
    .map((group) => [group, entries.filter((e) => e.group === group)] as const)
    .filter(([, members]) => members.length > 0);

/** The account menu (account-admin-calls §2.1): a sidebar from 992 px, a select list below. */
export function AccountMenu({ entries }: { entries: MenuEntry[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = entryAt(pathname);
  return (
    <nav aria-label="Account menu" className="account-menu">
      <div className="account-menu-select">
        <NativeSelect
          label="Account menu"
          value={current && entries.includes(current) ? current.path : ''}
          placeholder="Choose a page"
          options={entries.map((e) => ({ value: e.path, label: e.label, group: MENU_GROUPS[e.group] }))}
          onChange={(path) => {
            if (path) void navigate(path);
          }}
        />
      </div>
      <div className="account-menu-sidebar">
        {byGroup(entries).map(([group, members]) => (
          <div key={group} className="account-menu-group">
            <p id={`account-menu-group-${group}`} className="account-menu-group-title">
              {MENU_GROUPS[group]}
            </p>
            <ul aria-labelledby={`account-menu-group-${group}`}>
              {members.map((e) => (
                <li key={e.id}>
                  {/* NavLink marks the current page with aria-current="page"; `end` keeps /my-account to itself. */}
                  <NavLink to={e.path} end>
                    {e.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}

/** Wraps every /my-account and /administration page with the account menu. */
export function AccountLayout() {
  const { menu } = useAccountMenu();
  return (
    <div className="account-layout">
      {menu && <AccountMenu entries={visibleEntries(menu)} />}
      <div className="account-content">
        <Outlet />
      </div>
    </div>
  );
}
