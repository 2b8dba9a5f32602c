import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button';
import { useHydrated } from '../../lib/useHydrated';
import type { ThirdPartyScriptKind } from '../../generated/graphql';
import { ThirdPartyScriptsDocument, type ThirdPartyScriptsQuery } from './ThirdPartyScripts.generated';
import './consent.css';

type Script = ThirdPartyScriptsQuery['thirdPartyScripts'][number];
type Consent = 'granted' | 'declined';

/** The visitor's choice, remembered in this browser. */
export const CONSENT_KEY = 'third-party-scripts-consent';

const PURPOSE: Record<ThirdPartyScriptKind, string> = {
  ANALYTICS: 'web analytics',
  TAG_MANAGER: 'a tag manager',
  HEAT_MAP: 'a heat map',
  CHAT: 'live chat',
};

const storedConsent = (): Consent | null => {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'declined' ? value : null;
  } catch {
    return null; // storage blocked: ask again, load nothing meanwhile
  }
};

/** A script element per configured script (the CSP allows their origins, never inline code). */
const load = (script: Script) => {
  if (document.querySelector(`script[src="${CSS.escape(script.src)}"]`)) return;
  const element = document.createElement('script');
  element.src = script.src;
  element.async = true;
  element.dataset.thirdParty = script.kind;
  // The chat widget identifies the user by id, name, e-mail and created time (storefront §9).
  if (script.chatUser) {
    element.dataset.userId = script.chatUser.id;
    element.dataset.userName = script.chatUser.name;
    element.dataset.userEmail = script.chatUser.email;
    if (script.chatUser.created) element.dataset.userCreated = script.chatUser.created;
  }
  document.head.append(element);
};

/**
 * The slot for third-party scripts (storefront §9): the gateway names those configured for this
 * host; nothing loads before the visitor accepts, and the choice is remembered. Without configured
 * scripts nothing is shown or loaded.
 */
export function ThirdPartyScripts() {
  const { data } = useQuery(ThirdPartyScriptsDocument);
  // The remembered choice is this browser's: read once the page is live (the server's HTML has no banner).
  const hydrated = useHydrated();
  const [chosen, setConsent] = useState<Consent | null>(null);
  const consent = chosen ?? (hydrated ? storedConsent() : null);
  const scripts = data?.thirdPartyScripts ?? [];

  useEffect(() => {
    if (consent === 'granted') for (const script of data?.thirdPartyScripts ?? []) load(script);
  }, [consent, data]);

  if (!hydrated || scripts.length === 0 || consent) return null;
  const choose = (choice: Consent) => {
    try {
      localStorage.setItem(CONSENT_KEY, choice);
    } catch {
      // storage blocked: the choice holds for this page only
    }
    setConsent(choice);
  };
  const purposes = [...new Set(scripts.map((script) => PURPOSE[script.kind]))].join(', ');
  return (
    <section className="consent-banner" aria-labelledby="consent-title">
      <h2 id="consent-title">Your privacy</h2>
      <p>We would like to load scripts of other companies for {purposes}. Nothing is loaded unless you accept.</p>
      <div className="form-actions">
        <Button onPress={() => choose('granted')}>Accept</Button>
        <Button variant="secondary" onPress={() => choose('declined')}>
          Decline
        </Button>
      </div>
    </section>
  );
}
