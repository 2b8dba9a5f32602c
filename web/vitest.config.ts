import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    restoreMocks: true,
    // One jsdom per worker for all its files (a fresh one per file cost ~70 s of the run's ~230 s);
    // src/testing/setup.ts resets what a test can leave behind: the DOM, msw's handlers and stores.
    isolate: false,
    // A hang detector, not a speed limit (the bench measures speed): with a second copy of the suite
    // beside it on the 2-core machine, the user dialog's longest tests took 46-94 s.
    testTimeout: 120_000,
  },
});
