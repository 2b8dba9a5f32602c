import { useState, type MouseEvent } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { LoginModal, useLogout } from '../features/auth';
import { MenuButton, type MenuButtonItem } from '../ui/MenuButton';
import type { TopBarEntries } from './mainNavigation';

/**
 * The header's account corner: for a user, a menu under their greeting (My Account, Order Approvals,
 * Log Out); for a guest, Register and Log In (the login modal; still a link to /login for a new tab).
 */
export function HeaderAccount({ name, entries }: { name: string | null; entries: TopBarEntries }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const location = useLocation();
  const [loginOpen, setLoginOpen] = useState(false);
  const openLogin = (event: MouseEvent<HTMLAnchorElement>) => {
    if (location.pathname === '/login' || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setLoginOpen(true);
  };
  if (name === null || !entries.account) {
    return (
      <div className="header-account">
        <NavLink to="/create-account" className="header-register">
          Register
        </NavLink>
        <NavLink to="/login" onClick={openLogin} className="header-login">
          Log In
        </NavLink>
        <LoginModal isOpen={loginOpen} onClose={() => setLoginOpen(false)} />
      </div>
    );
  }
  const go = (to: string) => () => void navigate(to);
  const items: MenuButtonItem[] = [
    { id: 'my-account', label: 'My Account', onAction: go(entries.accountHome) },
    ...(entries.orderApprovals
      ? [{ id: 'order-approvals', label: 'Order Approvals', onAction: go('/administration/order-requests') }]
      : []),
    ...(entries.logOut ? [{ id: 'log-out', label: 'Log Out', onAction: () => void logout() }] : []),
  ];
  return (
    <div className="header-account">
      <MenuButton items={items} className="header-account-button">
        <span className="header-account-text">
          <span className="header-greeting">Hello, {name}</span>{' '}
          <span className="header-account-label">
            <span className="header-account-my">My</span> Account
          </span>
        </span>
      </MenuButton>
    </div>
  );
}
