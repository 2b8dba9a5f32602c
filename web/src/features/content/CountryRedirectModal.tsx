import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useStoreBrand } from '../../lib/useStoreBrand';
import { RegionalSiteDocument } from './Content.generated';
import { regionChoiceMade, rememberRegionChoice } from './regionCookie';

/** Offers a visitor from Canada or Mexico their regional site: stay, or go (storefront.md §2.3). */
export function CountryRedirectModal() {
  const [decided, setDecided] = useState(() => regionChoiceMade());
  const brand = useStoreBrand();
  const { data } = useQuery(RegionalSiteDocument, { skip: decided });
  const site = data?.regionalSite;
  if (decided || !site) return null;

  const choose = (choice: 'stay' | 'go') => {
    rememberRegionChoice(choice);
    setDecided(true);
    if (choice === 'go') window.location.assign(site.url);
  };

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
