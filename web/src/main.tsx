// The base styles (tokens, reset, type, utilities); each primitive imports its own (ui/*.css), each feature its layout.
import './ui/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { NormalizedCacheObject } from '@apollo/client/cache';
import { STORE_STATE_ID } from '@mro/rules/pages';
import { App } from './app/App';
import { Hydrated } from './app/Hydrated';
import { createApolloClient } from './app/apollo';
import { pagesFor } from './app/preloadPages';
import { routes } from './app/routes';
import './app/print.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

/** The answers a server-rendered page came with (a JSON script, never run: the CSP needs no hash for it). */
const serverState = (): NormalizedCacheObject | undefined => {
  const text = document.getElementById(STORE_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as NormalizedCacheObject) : undefined;
};

/**
 * The client is made just before the first render, with the restored answers prioritized (apollo.ts)
 * until the page is live, so the hydrating render never asks again and draws a loading state the
 * server's HTML did not have. The tree has the server's shape (entry-server.tsx): StrictMode, then the app, so useId agrees.
 */
const store = () => {
  const client = createApolloClient({ state: serverState() });
  // The restored answers were for the hydrating render: what the visitor does next (a line added to
  // the order pad, then the pad read again) asks the server.
  const live = () => {
    client.prioritizeCacheValues = false;
  };
  return (
    <StrictMode>
      <Hydrated onHydrated={live}>
        <App client={client} />
      </Hydrated>
    </StrictMode>
  );
};

if (root.hasChildNodes()) {
  // The page's code first: a lazy page that suspended here would not match the server's HTML.
  void Promise.all(pagesFor(routes, window.location.pathname).map((page) => page.preload()))
    .catch(() => undefined)
    .then(() =>
      // In a transition, React hydrates in slices of a few milliseconds and lets the browser paint
      // and answer input between them: one hydrating task of the whole page blocked the main thread
      // for 300 ms and more on a phone (Lighthouse's total blocking time).
      startTransition(() => {
        hydrateRoot(root, store(), {
          // The journeys fail on this line (e2e/fixtures.ts): a mismatch means the page was drawn twice.
          // eslint-disable-next-line no-console
          onRecoverableError: (error) => console.error('Hydration failed:', error),
        });
      }),
    );
} else {
  createRoot(root).render(store());
}
