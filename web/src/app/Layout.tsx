import { SessionEndWatcher } from '../features/auth';
import { DecisionAlert } from '../features/approvals';
import { ThirdPartyScripts } from '../features/content';
import { ApprovalAlertSlot } from './ApprovalAlertSlot';
import { ArrivalPopups } from './ArrivalPopups';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationEffects } from './navigation';
import { PageOutlet } from './PageOutlet';
import './layout.css';

export function Layout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <NavigationEffects />
      <SessionEndWatcher />
      <Header />
      <main id="main" tabIndex={-1}>
        <ApprovalAlertSlot />
        <DecisionAlert />
        <PageOutlet />
        <ArrivalPopups />
      </main>
      <Footer />
      <ThirdPartyScripts />
    </>
  );
}
