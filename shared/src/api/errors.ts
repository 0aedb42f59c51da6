/** What axios's `isAxiosError` checks, without loading axios (see ./http.ts). */
function isAxiosError(err: unknown): err is { isAxiosError: true; response?: { data?: unknown } } {
  return typeof err === 'object' && err !== null && (err as { isAxiosError?: unknown }).isAxiosError === true;
}

/** The server's `details.error` (every 4xx carries one), or the fallback text. */
export function errorMessage(err: unknown, fallback: string): string {
  const data: unknown = isAxiosError(err) ? err.response?.data : undefined;
  const message = (data as { details?: { error?: unknown } } | undefined)?.details?.error;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
