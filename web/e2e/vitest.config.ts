import { defineConfig } from 'vitest/config';

// End-to-end journeys: one browser against the whole store; files run one at a time (2 cores).
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // expect.poll waits 1 s by default; the shared 2-core machine can take longer to render a page.
    expect: { poll: { timeout: 10_000 } },
  },
});
