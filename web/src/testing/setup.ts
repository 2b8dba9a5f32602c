import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setLoggedIn } from './handlers/auth';
import { resetCart } from './handlers/cart';
import { resetGuest } from './handlers/guest';
import { resetCheckoutState } from './handlers/checkout';
import { resetAccountMenu } from './handlers/account';
import { resetShell } from './handlers/shell';
import { server } from './server';
import { preloadModal } from '../ui/Modal';
import { preloadPopover } from '../ui/Popover';

// findBy* waits up to 20 s: a loaded CI machine renders slower than a laptop (a department search
// answered after more than 10 s with a second copy of the suite beside it).
configure({ asyncUtilTimeout: 20_000 });
// jsdom has no scrolling; the app scrolls to the top after each navigation.
window.scrollTo = () => {};

// The store loads the overlays' code once a page is idle (app/PageOutlet.tsx); tests start with it.
beforeAll(() => Promise.all([preloadModal(), preloadPopover()]));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }) /* msw 3's name for onUnhandledRequest */);
beforeEach(() => {
  setLoggedIn(true);
  resetCart();
  resetGuest();
  resetCheckoutState();
  resetAccountMenu();
  resetShell();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
