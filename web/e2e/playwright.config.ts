import { defineConfig } from '@playwright/test';

// The browser journeys: Debian's Chromium (Playwright's own download cannot reach this machine),
// two workers (two cores), each file against its own store (fixtures.ts). No retries: a flake is
// fixed, not hidden.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.test.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  // A hang detector, not a speed limit (the bench measures speed): with a second copy of the suite
  // beside it, the longest journey (an admin's new user placing three orders) took over 2 minutes.
  timeout: 300_000,
  // A page may take seconds to settle on a loaded 2-core machine.
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    ...(process.env.JOURNEYS_REPORT ? [['json', { outputFile: process.env.JOURNEYS_REPORT }] as const] : []),
  ],
  outputDir: '../test-results/journeys',
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The second brand's host resolves here, so its home page is chosen by host as in production.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--host-resolver-rules=MAP www.rvsupply.example 127.0.0.1',
      ],
    },
    trace: 'retain-on-failure',
  },
});
