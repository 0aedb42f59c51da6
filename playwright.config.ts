import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { chromium } from './tests/chromium';
import { bootstrapInvites } from './tests/e2e/support/staff-accounts';

// The product is started once per run by `node scripts/start.mjs --fresh` on its own port base (E2E_PORT) with its
// own, emptied data folder, so several people can run end-to-end tests on one machine at the same time.
const port = Number(process.env.E2E_PORT || 3100);
const dataDir = process.env.E2E_DATA_DIR || `.data-e2e-${port}`;
const baseURL = `http://localhost:${port}`;
const retries = process.env.CI ? 1 : 0;
const projects = ['wide', 'narrow'] as const;

// The support helpers (outbox reader, federation test) read these instead of recomputing them.
process.env.E2E_BASE_URL = baseURL;
process.env.E2E_DATA_DIR_RESOLVED = path.resolve(__dirname, dataDir);

export default defineConfig({
  testDir: 'tests/e2e',
  // support/ holds the specs' helpers, and the jest tests of those that run in the page.
  testIgnore: 'support/**',
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  // One retry on CI absorbs a slow machine's timing; a test that fails twice fails the run.
  retries,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  // Generous: several people's builds and servers share this machine's two cores.
  expect: { timeout: 20_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${port}` }]]
    : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'wide', use: { ...chromium, viewport: { width: 1280, height: 800 } } },
    {
      name: 'narrow',
      use: { ...chromium, viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: false },
    },
  ],
  webServer: {
    // The back office's first admins are invited with the staff CLI before the API opens the fresh data folder
    // (support/staff-accounts.ts); the back office itself is the one `npm start` serves on PORT+7.
    command: ['node scripts/start.mjs --fresh', ...bootstrapInvites(projects, retries)].join(' '),
    // Through the shell's proxy: ready once the shell and the API (its database open) both answer.
    url: `${baseURL}/api/readyz`,
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      // Every test registers from 127.0.0.1: the per-IP limit is for the public, not for one test run. The per-email
      // limit stays as shipped (each test uses its own address).
      RATE_LIMIT_PER_IP: process.env.RATE_LIMIT_PER_IP || '10000',
      // A lighter proof of work keeps the real widget in the loop without minutes of hashing on a busy CI machine.
      ALTCHA_COST: process.env.ALTCHA_COST || '100',
      ALTCHA_COUNTER_MAX: process.env.ALTCHA_COUNTER_MAX || '1000',
      // The offers' specs sit on either side of it: offer.spec.ts's 108 000.00 needs one approval,
      // offer-approvals.spec.ts's 1 296 000.00 two. Pinned to the shipped default, whatever the shell has set.
      OFFER_DUAL_APPROVAL_MINOR: '100000000',
    },
    reuseExistingServer: !process.env.CI,
    // The first PGlite start and a cold build can take a while.
    timeout: 900_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
