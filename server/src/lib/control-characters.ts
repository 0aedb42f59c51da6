// Text from clients may hold line breaks and tabs, never other control characters: PostgreSQL refuses U+0000 in
// text and jsonb (a 500 if it got that far), and the rest only ever serve to hide or inject something.
// A lone UTF-16 surrogate is no character at all, and PostgreSQL refuses it in jsonb too.
const CONTROL =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters or broken characters.';

/**
 * The path of the first string (or object key) in `value` holding a control character, or null. Walks plain
 * objects and arrays only, to a bounded depth (deeper input is left to the schemas, which refuse it).
 */
export function findControlCharacters(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path || '(value)' : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacters(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  // Plain data only: {} and the null-prototype objects query strings parse into, not Buffers or class instances.
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null && Object.getPrototypeOf(proto) !== null) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (CONTROL.test(key)) return at;
    const found = findControlCharacters(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}
