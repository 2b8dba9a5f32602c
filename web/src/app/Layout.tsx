import { useLocation } from 'react-router';
import { SessionEndWatcher, useViewer } from '../features/auth';
import { CountryRedirectModal, useRegionOffer } from '../features/content';
import { ApprovalAlert, DecisionAlert } from '../features/approvals';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationEffects } from './navigation';
import { PageOutlet } from './PageOutlet';
import { WelcomePopup } from './WelcomePopup';

export function Layout() {
  const { pathname } = useLocation();
  const { viewer, loading } = useViewer();
  // The regional-site question comes first; the welcome popup waits until it is answered.
  const region = useRegionOffer();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <NavigationEffects />
      <CountryRedirectModal offer={region} />
      <SessionEndWatcher />
      <Header />
      <main id="main" tabIndex={-1}>
        <ApprovalAlert />
        <DecisionAlert />
        <PageOutlet />
        {pathname === '/' && !viewer && !loading && !region.pending && <WelcomePopup />}
      </main>
      <Footer />
    </>
  );
}
