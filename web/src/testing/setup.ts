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

// findBy* waits up to 10 s: a loaded CI machine renders slower than a laptop.
configure({ asyncUtilTimeout: 10_000 });
// jsdom has no scrolling; the app scrolls to the top after each navigation.
window.scrollTo = () => {};

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }) /* msw 3's name for onUnhandledRequest */);
beforeEach(() => {
  setLoggedIn(true);
  resetCart();
  resetGuest();
  resetCheckoutState();
  resetAccountMenu();
  resetShell();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
