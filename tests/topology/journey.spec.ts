import { test } from '@playwright/test';
import { JOURNEY_TIMEOUT_MS, walkJourney } from '../e2e/support/journey';
import { readState } from './harness/topology';

// The journey of tests/e2e/journey.spec.ts, here through the production topology: every page, script and call
// through the gateway, the API calls spread over two instances, the email through SMTP, the documents and the CSV
// file into S3-compatible storage, the CSV by the browser's direct upload to the gateway's /storage/.

test('through the gateway, a new applicant goes from the welcome screen to /subscriptions/connected', async ({
  page,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await walkJourney(page, { directUploadUrl: `${readState().gatewayUrl}/storage/onboarding` });
});
