import { staffApiError } from '@onboarding/shared/backoffice/client';
import { backofficeEn } from '../i18n';

type Texts = typeof backofficeEn.errors;

/**
 * What to tell the reader about a failed call: the server's own message for what it refuses (400, 401, 403, 404, 409,
 * 429: it says why, e.g. "Too many attempts…"; a sign-in refused is not a session ended), the session-ended text for
 * a 401 without one, and a plain sentence otherwise.
 */
export function errorMessage(err: unknown, texts: Texts = backofficeEn.errors): string {
  const failure = staffApiError(err);
  if (!failure) return texts.generic;
  const { status, message } = failure;
  if (status === undefined) return texts.network;
  if (status === 401) return message ?? texts.sessionEnded;
  if (status < 500 && message) return message;
  if (status === 403) return texts.forbidden;
  if (status === 404) return texts.notFound;
  return texts.generic;
}

export const statusOf = (err: unknown): number | undefined => staffApiError(err)?.status;
