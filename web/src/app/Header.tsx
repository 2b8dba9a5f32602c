import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CartLink } from '../features/cart';
import { SearchBox } from '../features/catalog';
import { useOpenBrowse } from '../features/guest';
import { NotificationBell } from '../features/notifications';
import { useStoreBrand } from '../lib/useStoreBrand';
import { CustomerSwitcherSlot } from './CustomerSwitcherSlot';
import { HeaderAccount } from './HeaderAccount';
import { MainNavigationLinks } from './MainNavigation';
import { mainNavigationEntries, topBarEntries } from './mainNavigation';
import { TopBarLinks } from './TopBar';
import { useFixedAfterScroll } from './useFixedAfterScroll';
import { useShellContext } from './useShellContext';
import './shell.css';

export const STICKY_OFFSET_PX = 130;
const NAVIGATION_ID = 'main-navigation';

/**
 * The header: top bar, brand, search, customer switcher, account and cart, then the main navigation.
 * Below 760 px the navigation (with the top bar's links) folds behind the Menu button; the cart and
 * its count stay in the header row. After a 130 px scroll the navigation (on phones the header row)
 * stays fixed at the top; the header keeps its height so the page does not jump.
 */
export function Header() {
  const context = useShellContext();
  const brand = useStoreBrand();
  const location = useLocation();
  const openBrowse = useOpenBrowse();
  const headerRef = useFixedAfterScroll<HTMLElement>(STICKY_OFFSET_PX);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // The phone menu is open for the page it was opened on: following a link closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.key;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.key : null);
  const entries = topBarEntries(context);

  // Escape closes the phone menu and returns to its button (an open popover inside handles its own Escape first).
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenOn(null);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header ref={headerRef} className={`site-header${menuOpen ? ' menu-open' : ''}`}>
      <nav className="top-bar" aria-label="Site">
        <TopBarLinks entries={entries} />
      </nav>
      <div className="header-sticky">
        <div className="header-main">
          <button
            ref={menuButtonRef}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={NAVIGATION_ID}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span aria-hidden="true" className="menu-toggle-icon" />
            <span className="visually-hidden">Menu</span>
          </button>
          <NavLink to="/" className="brand" aria-label={`${brand.name} home`}>
            {brand.name}
          </NavLink>
          <div className="header-search">
            <SearchBox key={location.pathname === '/c' ? 'search' : location.key} />
          </div>
          <CustomerSwitcherSlot viewer={context.viewer} />
          <HeaderAccount name={context.viewer?.name ?? null} entries={entries} />
          {context.viewer && (
            <div className="header-notifications">
              <NotificationBell />
            </div>
          )}
          <div className="header-cart">
            <CartLink loggedIn={Boolean(context.viewer) || openBrowse.enabled} />
          </div>
        </div>
        <nav id={NAVIGATION_ID} className="main-nav" aria-label="Main">
          <MainNavigationLinks entries={mainNavigationEntries(context)} onNavigate={() => setMenuOpen(false)} />
          <div className="main-nav-site-links">
            <TopBarLinks entries={entries} inMenu />
          </div>
        </nav>
      </div>
    </header>
  );
}
