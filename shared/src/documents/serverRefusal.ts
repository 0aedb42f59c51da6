/** A refusal the server explained: a 4xx answer with `{ details: { error } }`. */
export interface ServerRefusal {
  status: number;
  message: string;
}

/** The server's 4xx reason in a failed call, if it gave one (a network failure or a 5xx gives none). */
export function serverRefusal(err: unknown): ServerRefusal | null {
  const response = (err as { response?: { status?: unknown; data?: unknown } } | null)?.response;
  const status = response?.status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  const message = (response?.data as { details?: { error?: unknown } } | null)?.details?.error;
  return typeof message === 'string' && message.trim() !== '' ? { status, message: message.trim() } : null;
}
