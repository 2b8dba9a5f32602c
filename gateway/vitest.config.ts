import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    hookTimeout: 60_000,
    // Fixtures (the sandbox, the stack) start inside the first test that asks for them, building the
    // full-size dataset on a cold worker: a test gets the time a beforeAll hook had.
    testTimeout: 60_000,
    // Integration files share one worker, so the sandbox's full-size dataset is built once.
    isolate: false,
    maxWorkers: 1,
  },
});
