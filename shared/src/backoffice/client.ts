// `@onboarding/shared/backoffice/client`: the back office's HTTP client, shared (one instance under Module
// Federation) by the back office host and the remotes' review panels. Staff sessions are HttpOnly cookies the browser
// sends by itself; the session's CSRF token lives here, in memory only (never in browser storage), and goes in
// X-CSRF-Token on every state-changing call. The host sets it after sign-in or GET /backoffice/session.
import axios, { AxiosHeaders, isAxiosError } from 'axios';
// By name, as the applicant's client does: one instance of the language state under Module Federation.
import { acceptLanguageOf, currentDigits, currentLanguage } from '@onboarding/shared';

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

let csrfToken: string | null = null;
const sessionEndedListeners = new Set<() => void>();

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Called when the API answers 401: the session ended (idle, absolute, revoked). Returns the unsubscribe. */
export function onStaffSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

export const staffApi = axios.create({
  baseURL: '/api/backoffice',
  timeout: 60_000,
  withCredentials: true,
  headers: { Accept: 'application/json' },
});

let viewPath: string | null = null;
let viewId = '';

/**
 * The current page open's id: a new random value whenever the page's path changes (a case page opened, left, opened
 * again). Every read carries it (X-View-Id), so the server audits a case page's opening once, not once per panel.
 */
export function pageViewId(path: string = globalThis.location?.pathname ?? ''): string {
  if (path !== viewPath) {
    viewPath = path;
    viewId =
      globalThis.crypto?.randomUUID?.() ??
      `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  }
  return viewId;
}

staffApi.interceptors.request.use((config) => {
  config.headers = AxiosHeaders.from(config.headers);
  if ((config.method ?? 'get').toLowerCase() === 'get') config.headers.set('X-View-Id', pageViewId());
  // The page's language, not the browser's: the server keeps it as the language of the staff member's (and, when
  // they invite, the invitee's) emails.
  config.headers.set('Accept-Language', acceptLanguageOf(currentLanguage(), currentDigits()));
  if (csrfToken && UNSAFE.has((config.method ?? 'get').toLowerCase()))
    config.headers.set('X-CSRF-Token', csrfToken);
  return config;
});

staffApi.interceptors.response.use(undefined, (error: unknown) => {
  // The sign-in call's own 401 (wrong factors) is not a session that ended.
  if (isAxiosError(error) && error.response?.status === 401 && error.config?.url !== '/session') {
    csrfToken = null;
    for (const listener of sessionEndedListeners) listener();
  }
  return Promise.reject(error);
});

/** A file of a case (document content) as a URL the browser can open or download: same origin, cookie-authenticated. */
export const staffFileUrl = (path: string): string => `/api/backoffice${path}`;

/**
 * A failed staff call, read without axios: `null` when `err` is not one, `status` undefined when no answer reached
 * the browser (network), `message` the server's `{ details: { error } }` when it gave one.
 */
export function staffApiError(err: unknown): { status?: number; message?: string } | null {
  if (!isAxiosError(err)) return null;
  const error = (err.response?.data as { details?: { error?: unknown } } | undefined)?.details?.error;
  return {
    status: err.response?.status,
    message: typeof error === 'string' && error.trim() ? error : undefined,
  };
}
