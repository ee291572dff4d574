import { defineConfig } from '@playwright/test';
import { STACK } from './support/stack-config';

// Browser journeys against the production build served by the real API on a fresh SQLite
// database with demo data, and a local SMS webhook receiver that records OTP texts.
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  // One worker per stack: every spec of a run shares one server and its SQLite data, and several
  // read the whole fleet (public-cars counts `Showing N of N cars` from GET /api/cars) while others
  // add or delete cars (admin-fleet, addOwnCar) or book demo cars; two workers would change the
  // counts under each other. `npm test` runs the files in shards at once instead, each shard with
  // its own stack (scripts/run-shards.mjs).
  workers: 1,
  retries: 0,
  // A whole journey's ceiling, not a wait: each step waits on its own event (expect below). The
  // longest journeys take 45 s on a busy 2-core machine, so the ceiling leaves room for that.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // JUnit for CI's summary and for `npm run durations`, which balances the shards by these times;
  // run-shards.mjs names one report per shard (E2E_JUNIT).
  reporter:
    process.env.CI || process.env.E2E_JUNIT
      ? [['list'], ['junit', { outputFile: process.env.E2E_JUNIT ?? 'test-results/junit.xml' }]]
      : [['list']],
  use: {
    baseURL: STACK.baseUrl,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx support/start-stack.ts',
    url: `${STACK.baseUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
