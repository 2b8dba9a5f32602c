import { useEffect } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { CartLink } from '../features/cart';
import { SearchBox } from '../features/catalog';
import { SessionEndWatcher, useLogout, useViewer } from '../features/auth';
import { useStoreBrand } from '../features/home';
import { useOpenBrowse } from '../features/guest';
import { Button } from '../ui/Button';
import { ApprovalAlert } from '../features/approvals';

function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

function Header() {
  const { viewer } = useViewer();
  const logout = useLogout();
  const location = useLocation();
  const brand = useStoreBrand();
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
            {viewer ? (
              <>
                <li>
                  <NavLink to="/my-account/orders">My Account</NavLink>
                </li>
                <li>
                  <Button variant="link" onPress={() => void logout()}>
                    Log Out
                  </Button>
                </li>
              </>
            ) : (
              <li>
                <NavLink to="/login">Log In</NavLink>
              </li>
            )}
            <li>
              <CartLink loggedIn={Boolean(viewer) || openBrowse.enabled} />
            </li>
          </ul>
        </nav>
      </div>
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
          <p>{brand.key === 'RV' ? 'RV Supply by Vallen serves recreational-vehicle and manufactured-housing builders.' : 'Vallen supplies industrial, safety and MRO products to business customers.'}</p>
        </div>
        <div>
          <h2 className="card-title">Customer Service</h2>
          <ul>
            <li><NavLink to="/support">Support / Feedback</NavLink></li>
            <li><NavLink to="/shipping-information">Shipping Information</NavLink></li>
            <li><NavLink to="/return-policy">Return Policy</NavLink></li>
          </ul>
        </div>
        <div>
          <h2 className="card-title">Company</h2>
          <p>Monday to Friday, 8am to 7pm Eastern.</p>
          <p><a className="link" href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a></p>
          <p>© {new Date().getFullYear()} {brand.name}</p>
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
      <ScrollToTop />
      <SessionEndWatcher />
      <Header />
      <main id="main" tabIndex={-1}>
        <ApprovalAlert />
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
