import { useState } from 'react';
import { Button } from '../ui/Button';
import { SISTER_SHOPS } from '../lib/externalLinks';
import { useStoreBrand } from '../lib/useStoreBrand';
import './welcome-popup.css';

const DISMISSED_KEY = 'welcome-popup-dismissed';

const dismissedBefore = () => {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return true; // storage blocked: never nag on every visit
  }
};

/**
 * The welcome popup (docs/spec/storefront.md §2.3): an image with links to the two sister shops and a dismiss
 * area. The spec does not say when; we show it to a guest on the home page until they dismiss it
 * (remembered in this browser), and as a non-modal panel, so it never stands between a buyer and
 * the store.
 */
export function WelcomePopup() {
  const brand = useStoreBrand();
  const [dismissed, setDismissed] = useState(dismissedBefore);
  if (dismissed) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // storage blocked: dismissed for this page only
    }
    setDismissed(true);
  };
  return (
    <section className="welcome-popup" role="dialog" aria-labelledby="welcome-popup-title">
      <img src="/images/hero/welcome.svg" alt="" width="1200" height="400" />
      <div className="welcome-popup-body">
        <h2 id="welcome-popup-title">Welcome to {brand.name}</h2>
        <p>Shopping for another business? Our sister shops:</p>
        <ul>
          {SISTER_SHOPS[brand.key].map((shop) => (
            <li key={shop.href}>
              <a href={shop.href} target="_blank" rel="noopener noreferrer" onClick={dismiss}>
                {shop.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
        <Button variant="secondary" onPress={dismiss}>
          No thanks, stay here
        </Button>
      </div>
    </section>
  );
}
