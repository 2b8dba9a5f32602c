import { useState, type MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CartLink } from '../features/cart';
import { SearchBox } from '../features/catalog';
import { LoginModal, SessionEndWatcher, useLogout, useViewer } from '../features/auth';
import { useStoreBrand } from '../lib/useStoreBrand';
import { CountryRedirectModal } from '../features/content';
import { useOpenBrowse } from '../features/guest';
import { Button } from '../ui/Button';
import { ApprovalAlert, OrderApprovalsNavLink } from '../features/approvals';
import { GetItForMeNavLink } from '../features/gifm';
import { EXTERNAL_LINKS, SOCIAL_LINKS } from '../lib/externalLinks';
import { NavigationEffects } from './navigation';
import { PageOutlet } from './PageOutlet';

function Header() {
  const { viewer } = useViewer();
  const logout = useLogout();
  const location = useLocation();
  const brand = useStoreBrand();
  const [loginOpen, setLoginOpen] = useState(false);
  // The header's Log In opens the login modal; it stays a link to /login (new tab, no script, the login page itself).
  const openLogin = (event: MouseEvent<HTMLAnchorElement>) => {
    if (location.pathname === '/login' || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setLoginOpen(true);
  };
  const openBrowse = useOpenBrowse();
  return (
    <header className="site-header">
      <div className="header-top">
        <NavLink to="/" className="brand" aria-label={`${brand.name} home`}>
          {brand.name}
        </NavLink>
        <SearchBox key={location.pathname === '/c' ? 'search' : location.key} />
        <nav aria-label="Account">
          <ul className="header-nav">
            {viewer && <li>Hello, {viewer.name}</li>}
            <li>
              <NavLink to="/contact-us">Contact Us</NavLink>
            </li>
            <li>
              <NavLink to="/w/servicesandsolutions">Services &amp; Solutions</NavLink>
            </li>
            <li>
              <a href={EXTERNAL_LINKS.careers} target="_blank" rel="noopener noreferrer">
                Careers<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <NavLink to={brand.key === 'RV' ? '/about' : '/w/aboutus'}>About</NavLink>
            </li>
            <li>
              <NavLink to="/support">Support</NavLink>
            </li>
            {viewer ? (
              <>
                <GetItForMeNavLink />
                <OrderApprovalsNavLink />
                <li>
                  <NavLink to="/my-account/orders">My Account</NavLink>
                </li>
                <li>
                  <NavLink to="/my-account/shopping-lists">Shopping Lists</NavLink>
                </li>
                {/* Punch-out sessions are ended by the buyer's procurement system, not here (storefront.md §6). */}
                {viewer.sessionMode !== 'PUNCH_OUT' && (
                  <li>
                    <Button variant="link" onPress={() => void logout()}>
                      Log Out
                    </Button>
                  </li>
                )}
              </>
            ) : (
              <>
                <li>
                  <NavLink to="/create-account">Register</NavLink>
                </li>
                <li>
                  <NavLink to="/login" onClick={openLogin}>
                    Log In
                  </NavLink>
                </li>
              </>
            )}
            <li>
              <CartLink loggedIn={Boolean(viewer) || openBrowse.enabled} />
            </li>
          </ul>
        </nav>
      </div>
      <LoginModal isOpen={loginOpen && !viewer} onClose={() => setLoginOpen(false)} />
    </header>
  );
}

function Footer() {
  const brand = useStoreBrand();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div>
          <h2 className="card-title">About Us</h2>
          <p>
            {brand.key === 'RV'
              ? 'RV Supply by Vallen serves recreational-vehicle and manufactured-housing builders.'
              : 'Vallen supplies industrial, safety and MRO products to business customers.'}
          </p>
        </div>
        <div>
          <h2 className="card-title">Resources</h2>
          <ul>
            <li>
              <a href={EXTERNAL_LINKS.sdsSearch} target="_blank" rel="noopener noreferrer">
                SDS Search<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <NavLink to="/locations">Locations</NavLink>
            </li>
            <li>
              <NavLink to="/resale-exemption-certificates">Resale Exemption Certificates</NavLink>
            </li>
            <li>
              <NavLink to="/w9-downloads">W-9 Downloads</NavLink>
            </li>
            <li>
              <NavLink to="/resources/supplier-routing-guide">Supplier Routing Guide</NavLink>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="card-title">Customer Service</h2>
          <ul>
            <li>
              <NavLink to="/support">Support / Feedback</NavLink>
            </li>
            <li>
              <NavLink to="/shipping-information">Shipping Information</NavLink>
            </li>
            <li>
              <NavLink to="/return-policy">Return Policy</NavLink>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="card-title">Company</h2>
          <p>Monday to Friday, 8am to 7pm Eastern.</p>
          <p>
            <a className="link" href={`mailto:${brand.supportEmail}`}>
              {brand.supportEmail}
            </a>
          </p>
          <p>
            <NavLink to="/privacy-policy">Privacy Policy</NavLink> ·{' '}
            <NavLink to="/termsandconditions">Terms and Conditions</NavLink>
          </p>
          {brand.key === 'DEFAULT' && (
            <ul className="social-links" aria-label="Social media">
              {SOCIAL_LINKS.map((link) => (
                <li key={link.label}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          <p>
            © {new Date().getFullYear()} {brand.name}
          </p>
        </div>
      </div>
    </footer>
  );
}

export function Layout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <NavigationEffects />
      <CountryRedirectModal />
      <SessionEndWatcher />
      <Header />
      <main id="main" tabIndex={-1}>
        <ApprovalAlert />
        <PageOutlet />
      </main>
      <Footer />
    </>
  );
}
