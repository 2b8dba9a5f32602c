import { useLocation } from 'react-router';
import { useHydrated } from '../lib/useHydrated';
import { useViewer } from '../features/auth';
import { CountryRedirectModal, useRegionOffer } from '../features/content';
import { WelcomePopup } from './WelcomePopup';

/**
 * What a visitor meets on arrival (docs/spec/storefront.md §2.3): the regional-site question on any page, and on
 * the home page, for a guest, the welcome popup, which waits until the question is answered so two
 * never open together. Both depend on what this browser remembers: shown only once the page is live.
 */
export function ArrivalPopups() {
  const { pathname } = useLocation();
  const { viewer, loading } = useViewer();
  const region = useRegionOffer();
  if (!useHydrated()) return null;
  return (
    <>
      <CountryRedirectModal offer={region} />
      {pathname === '/' && !viewer && !loading && !region.pending && <WelcomePopup />}
    </>
  );
}
