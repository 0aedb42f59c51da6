/** What axios's `isAxiosError` checks, without loading axios (see ./http.ts). */
function isAxiosError(
  err: unknown,
): err is { isAxiosError: true; response?: { status?: unknown; data?: unknown } } {
  return typeof err === 'object' && err !== null && (err as { isAxiosError?: unknown }).isAxiosError === true;
}

/** The server's `details.error` (every 4xx carries one), or the fallback text. */
export function errorMessage(err: unknown, fallback: string): string {
  const data: unknown = isAxiosError(err) ? err.response?.data : undefined;
  const message = (data as { details?: { error?: unknown } } | undefined)?.details?.error;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

/**
 * The server's reason when the journey refuses a step (409: already under review, or an earlier step not done): it
 * tells the applicant more than a generic failure would. Null for any other failure.
 */
export function conflictReason(err: unknown): string | null {
  if (!isAxiosError(err) || err.response?.status !== 409) return null;
  const reason = errorMessage(err, '').trim();
  return reason === '' ? null : reason;
}
