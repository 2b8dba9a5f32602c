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
    // Generous on a loaded 2-core CI machine; speed is measured by the bench, not here.
    testTimeout: 30_000,
  },
});
