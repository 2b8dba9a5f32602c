import { useLocation } from 'react-router';
import { SessionEndWatcher, useViewer } from '../features/auth';
import { CountryRedirectModal } from '../features/content';
import { ApprovalAlert } from '../features/approvals';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationEffects } from './navigation';
import { PageOutlet } from './PageOutlet';
import { WelcomePopup } from './WelcomePopup';

export function Layout() {
  const { pathname } = useLocation();
  const { viewer, loading } = useViewer();
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
        {pathname === '/' && !viewer && !loading && <WelcomePopup />}
      </main>
      <Footer />
    </>
  );
}
