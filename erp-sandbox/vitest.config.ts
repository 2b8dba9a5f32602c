import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // Files share one worker so the full-size dataset and search index are built once, not per file.
    isolate: false,
    maxWorkers: 1,
  },
});
