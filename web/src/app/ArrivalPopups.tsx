import { useLocation } from 'react-router';
import { useViewer } from '../features/auth';
import { CountryRedirectModal, useRegionOffer } from '../features/content';
import { WelcomePopup } from './WelcomePopup';

/**
 * What a visitor meets on arrival (storefront.md §2.3): the regional-site question on any page, and on
 * the home page, for a guest, the welcome popup, which waits until the question is answered so two
 * never open together.
 */
export function ArrivalPopups() {
  const { pathname } = useLocation();
  const { viewer, loading } = useViewer();
  const region = useRegionOffer();
  return (
    <>
      <CountryRedirectModal offer={region} />
      {pathname === '/' && !viewer && !loading && !region.pending && <WelcomePopup />}
    </>
  );
}
