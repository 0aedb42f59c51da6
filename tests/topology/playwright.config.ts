import { defineConfig } from '@playwright/test';
import { chromium } from '../chromium';
import { topologyBase, topologyPorts } from './harness/ports';

// The production topology without Docker (tests/topology/harness): Debian's nginx in front of two API instances,
// the integration service, the shell and four remote servers from their production builds, with PostgreSQL, Redis,
// an S3-compatible server and an SMTP sink. Started once by global-setup.ts on TOPOLOGY_PORT (default 6000, every
// port below +100), stopped after the last spec. The specs change the running topology (a remote redeployed, the
// gateway reloaded), so they run one at a time.
//   npx playwright test -c tests/topology/playwright.config.ts
const base = topologyBase();
const gatewayUrl = `http://127.0.0.1:${topologyPorts(base).gateway}`;
// Set here too (global-setup sets the rest) so that helpers reading it at import time see the gateway.
process.env.E2E_BASE_URL = gatewayUrl;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: `../../test-results/topology-${base}`,
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: `../../playwright-report/topology-${base}` }]]
    : 'list',
  use: {
    baseURL: gatewayUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...chromium,
    viewport: { width: 1280, height: 800 },
  },
});
