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
    // Generous on a loaded 2-core CI machine; speed is measured by the bench, not here.
    testTimeout: 30_000,
  },
});
