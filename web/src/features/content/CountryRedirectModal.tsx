import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useStoreBrand } from '../../lib/useStoreBrand';
import { useHydrated } from '../../lib/useHydrated';
import { RegionalSiteDocument, type RegionalSiteQuery } from './Content.generated';
import { regionChoiceMade, rememberRegionChoice } from './regionCookie';

type Site = NonNullable<RegionalSiteQuery['regionalSite']>;
export type RegionOffer = {
  /** The regional site to offer, once known; null when there is none or the visitor has chosen. */
  site: Site | null;
  /** The question is open or not yet known: other popups wait, so two never open together. */
  pending: boolean;
  choose: (choice: 'stay' | 'go') => void;
};

/** Whether to offer a visitor from Canada or Mexico their regional site (docs/spec/storefront.md §2.3). */
export function useRegionOffer(): RegionOffer {
  // The cookie and the visitor's country are the browser's: asked once the page is live, never in the
  // server's render (a guest page's HTML is every guest's).
  const hydrated = useHydrated();
  const [chosen, setDecided] = useState(false);
  const decided = chosen || (hydrated && regionChoiceMade());
  const { data, loading } = useQuery(RegionalSiteDocument, { skip: !hydrated || decided });
  const site = decided ? null : (data?.regionalSite ?? null);
  return {
    site,
    pending: !hydrated || (!decided && (loading || site !== null)),
    choose: (choice) => {
      rememberRegionChoice(choice);
      setDecided(true);
      if (choice === 'go' && site) window.location.assign(site.url);
    },
  };
}

/** Offers a visitor from Canada or Mexico their regional site: stay, or go (docs/spec/storefront.md §2.3). */
export function CountryRedirectModal({ offer }: { offer: RegionOffer }) {
  const brand = useStoreBrand();
  const { site, choose } = offer;
  if (!site) return null;
  return (
    <Modal
      title={`Visiting from ${site.countryName}?`}
      isOpen
      onOpenChange={(open) => !open && choose('stay')}
      isDismissable
    >
      <p>
        {site.name} serves customers in {site.countryName} with local prices and delivery. Would you like to go there?
      </p>
      <div className="form-actions">
        <Button onPress={() => choose('go')}>Go to {site.name}</Button>
        <Button variant="secondary" onPress={() => choose('stay')}>
          Stay on {brand.name}
        </Button>
      </div>
    </Modal>
  );
}
