const CONFLICT = 409;

/**
 * The server's reason when the journey refuses a step (409: already under review, or an earlier step not done):
 * it tells the applicant more than a generic failure would. Null for any other failure.
 */
export function conflictReason(err: unknown): string | null {
  const response = (err as { response?: { status?: unknown; data?: unknown } } | null)?.response;
  if (response?.status !== CONFLICT) return null;
  const message = (response.data as { details?: { error?: unknown } } | null)?.details?.error;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}
