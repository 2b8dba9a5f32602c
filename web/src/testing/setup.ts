import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setLoggedIn } from './handlers/auth';
import { resetCart } from './handlers/cart';
import { server } from './server';

// findBy* waits 1 s by default; on the shared 2-core machine whole-app renders can take longer.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }) /* msw 3's name for onUnhandledRequest */);
beforeEach(() => {
  setLoggedIn(true);
  resetCart();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
