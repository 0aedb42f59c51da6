import { decodeTokenPayload, getToken, setToken, tokenExpired } from '@onboarding/shared';
import { openDeviceSession, openSession, setStaySignedIn, wantsToStaySignedIn } from './devices';

// The dashboard's session is the applicant's session of the journey: the same token, kept where the shell keeps it
// (sessionStorage `token`, through the shared setToken), so "Go to Dashboard" needs no second sign-in and a sign-in
// link opens the journey too. An applicant with only earlier applications has no journey to open: their sign-in link
// gives a dashboard token, kept in the same place, which the journey's pages refuse.

/** A live session token (not the email-action token an existing applicant's registration may have left). */
export function hasLiveSession(): boolean {
  const token = getToken();
  if (token === null || tokenExpired(token)) return false;
  const purpose = decodeTokenPayload(token)?.purpose;
  return purpose === 'session' || purpose === 'dashboard';
}

const exchanges = new Map<string, Promise<void>>();

/**
 * Exchanges a sign-in link's secret for a session and keeps its token. A link works once: the exchange is made once
 * per secret in the page, however many times a screen asks (React runs effects twice in development).
 */
export function exchangeLink(link: string): Promise<void> {
  let exchange = exchanges.get(link);
  if (!exchange) {
    exchange = openSession(link, wantsToStaySignedIn()).then(({ token }) => setToken(token));
    exchanges.set(link, exchange);
  }
  return exchange;
}

let resuming: Promise<void> | null = null;

/**
 * A returning visit on a device kept signed in: its cookie for a session, once per page (its token is rotated on
 * use, so a second exchange of the same cookie would fail). Refused (revoked, expired): the choice is forgotten and
 * the sign-in form shown.
 */
export function resumeOnDevice(): Promise<void> {
  resuming ??= openDeviceSession().then(
    ({ token }) => setToken(token),
    (err: unknown) => {
      setStaySignedIn(false);
      throw err;
    },
  );
  const attempt = resuming;
  // A later visit in the same page (after signing out) may try again.
  void attempt.then(
    () => (resuming = null),
    () => (resuming = null),
  );
  return attempt;
}

/** Whether a visit without a session may try this device's cookie first. */
export const mayResumeOnDevice = wantsToStaySignedIn;
