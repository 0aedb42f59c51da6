import { MESSAGES } from '@onboarding/shared/constants';

// Text from clients may hold line breaks and tabs, never other control characters: PostgreSQL refuses U+0000 in
// text and jsonb (a 500 if it got that far), and the rest only ever serve to hide or inject something.
// A lone UTF-16 surrogate is no character at all, and PostgreSQL refuses it in jsonb too.
const CONTROL =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters or broken characters.';

// The bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) turn what a reviewer reads
// around ("‮gpj.exe" shows as "exe.jpg"): no name, business name or file name needs them, and staff screens and
// download headers would show them. Left-to-right and right-to-left marks (U+200E, U+200F) stay: they only nudge.
const DIRECTION = /[\u202a-\u202e\u2066-\u2069]/;
export const DIRECTION_CHARACTERS_MESSAGE = MESSAGES.directionCharacters;

/** The first string in `value` holding a control or direction character, with the message that refuses it. */
export function findUnsafeText(value: unknown): { path: string; message: string } | null {
  const control = findText(value, CONTROL);
  if (control) return { path: control, message: CONTROL_CHARACTERS_MESSAGE };
  const direction = findText(value, DIRECTION);
  return direction ? { path: direction, message: DIRECTION_CHARACTERS_MESSAGE } : null;
}

export const findControlCharacters = (value: unknown): string | null => findText(value, CONTROL);

/**
 * The path of the first string (or object key) in `value` matching `pattern`, or null. Walks plain objects and
 * arrays only, to a bounded depth (deeper input is left to the schemas, which refuse it).
 */
function findText(value: unknown, pattern: RegExp, path = '', depth = 0): string | null {
  if (typeof value === 'string') return pattern.test(value) ? path || '(value)' : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findText(value[i], pattern, `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  // Plain data only: {} and the null-prototype objects query strings parse into, not Buffers or class instances.
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null && Object.getPrototypeOf(proto) !== null) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (pattern.test(key)) return at;
    const found = findText(item, pattern, at, depth + 1);
    if (found) return found;
  }
  return null;
}
