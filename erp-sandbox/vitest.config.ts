import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    hookTimeout: 60_000,
    // Fixtures (the sandbox, the stack) start inside the first test that asks for them, building the
    // full-size dataset on a cold worker: a test gets the time a beforeAll hook had.
    testTimeout: 60_000,
    // Files share one worker so the full-size dataset and search index are built once, not per file.
    isolate: false,
    maxWorkers: 1,
  },
});
