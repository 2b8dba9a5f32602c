import { defineConfig } from 'vitest/config';

// End-to-end journeys: one browser against the whole store; files run one at a time (2 cores).
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A page may take seconds to settle on a loaded 2-core CI machine.
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
