import { defineConfig } from '@playwright/test';
import path from 'node:path';
import base from '../../playwright.config';

// tests/e2e/transactions.spec.ts with provider keys verified for real: the API runs with PROVIDER_VERIFY=live and
// its Stripe, PayPal and Tap base URLs pointing at the local fake providers (server/src/transactions/fake-providers.ts),
// started here as a second web server on E2E_PORT + 20. The spec then also checks keys the provider refuses.
//
//   E2E_PORT=5000 E2E_DATA_DIR=.data-e2e-5000 npx playwright test -c tests/e2e/transactions-providers.config.ts
//
// The API reads these variables when it starts, so this needs a product started for this run: stop any product
// already listening on E2E_PORT first (Playwright would otherwise reuse it, verification off).

const ROOT = path.resolve(__dirname, '../..');
const port = Number(process.env.E2E_PORT || 3100);
const fakePort = port + 20;
const fakeUrl = `http://127.0.0.1:${fakePort}`;

const providerEnv = {
  PROVIDER_VERIFY: 'live',
  STRIPE_API_URL: fakeUrl,
  PAYPAL_API_URL: fakeUrl,
  TAP_API_URL: fakeUrl,
};
// The spec reads PROVIDER_VERIFY in the test workers, which inherit this process's environment.
Object.assign(process.env, providerEnv);

const productServer = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer!;

export default defineConfig({
  ...base,
  testDir: __dirname,
  testMatch: 'transactions.spec.ts',
  outputDir: path.join(ROOT, `test-results/e2e-${port}-providers`),
  webServer: [
    {
      command: `node node_modules/tsx/dist/cli.mjs server/src/transactions/fake-providers.ts ${fakePort}`,
      cwd: ROOT,
      // Any answer means it listens: without a key the balance endpoint says 401, as Stripe does.
      url: `${fakeUrl}/v1/balance`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      ...productServer,
      cwd: ROOT,
      env: { ...(productServer.env ?? {}), ...providerEnv },
      reuseExistingServer: false,
    },
  ],
});
