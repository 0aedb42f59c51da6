// The cache keys of the back office's reads: a read's key is its path under /api/backoffice, one part per segment
// (numbers as numbers). Everything read about a case therefore sits under that case's key, and one invalidation of
// `staffQueryKey('/cases/7')` after an action asks again for the case, its audit trail, its offers and its panels.
/** The cache key of GET `path` (under /api/backoffice), with its query parameters last when it has any. */
export function staffQueryKey(path: string, params?: Readonly<Record<string, unknown>>): readonly unknown[] {
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return params ? ['staff', ...parts, params] : ['staff', ...parts];
}
