import type { z } from 'zod';

/** The message the server returns (and a form shows) for this input, or null when valid. */
export function firstError(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0].message;
}

/** First message at a field path, as react-hook-form's zod resolver reports it. */
export function fieldError(schema: z.ZodType, value: unknown, path: string): string | null {
  const r = schema.safeParse(value);
  if (r.success) return null;
  return r.error.issues.find((i) => i.path.join('.') === path)?.message ?? null;
}
