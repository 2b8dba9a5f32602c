import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // Integration files share one worker, so the sandbox's full-size dataset is built once.
    isolate: false,
    maxWorkers: 1,
  },
});
