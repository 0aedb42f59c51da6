import type { APIRequestContext, Page } from '@playwright/test';

// Session helpers: put a token where the shell keeps it (sessionStorage "token"), read it back, and make tokens the
// server will refuse, for the 401 paths.

export const TOKEN_KEY = 'token';

/**
 * Stores `token` as the session token before the app's scripts run on the next page load, once per tab: a token
 * the app later clears (401) is not put back by a reload.
 */
export async function seedSessionToken(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem('__e2e_token_seeded') === null) {
        window.sessionStorage.setItem('__e2e_token_seeded', '1');
        window.sessionStorage.setItem(key, value);
      }
    },
    [TOKEN_KEY, token] as const,
  );
}

/** The session token the page holds, or null. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.sessionStorage.getItem(key), TOKEN_KEY);
}

function base64url(value: string): string {
  return Buffer.from(value).toString('base64url');
}

/**
 * A well-formed JWT the server cannot have signed (wrong signature). With a future `exp` the shell treats it as
 * live and sends it, so the API answers 401; with a past `exp` the shell treats it as expired and never sends it.
 */
export function forgedToken({ expiresInSeconds = 3600 }: { expiresInSeconds?: number } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({ sub: 'e2e-nobody', purpose: 'session', app: 1, iat: now, exp: now + expiresInSeconds }),
  );
  return `${header}.${payload}.${base64url('not-a-valid-signature-at-all-000')}`;
}

/**
 * Navigates inside the single-page app, as a click on a link would: no page load, so the session check on load
 * does not run. Use it to reach a screen the flow would reach through earlier steps.
 */
export async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * Solves the ALTCHA challenge of the API the way the widget does, for calls made outside the browser (seeding an
 * applicant through the API). Returns the value to send as token_recaptcha.
 */
export async function solveCaptcha(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/onboarding/utils/altcha-challenge');
  if (!res.ok()) throw new Error(`GET /api/onboarding/utils/altcha-challenge answered ${res.status()}`);
  const challenge = await res.json();
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the ALTCHA challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
