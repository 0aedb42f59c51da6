import { test } from '@playwright/test';
import { JOURNEY_TIMEOUT_MS, walkJourney } from './support/journey';

// The whole journey of a new applicant through the UI only, in the wide and the narrow project (support/journey.ts).

test('a new applicant goes from the welcome screen to /subscriptions/connected', async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await walkJourney(page);
});
