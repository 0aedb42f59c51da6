import { StorageError } from './types';

// S3's "safe" key characters only, in non-empty segments that never start with a dot: no `..` escapes from the
// local root, no hidden names clashing with the local driver's own folders, and the same key works on both drivers.
const SEGMENT = /^[A-Za-z0-9_!*'()-][A-Za-z0-9._!*'()-]*$/;
const MAX_KEY_BYTES = 1024;

export function isValidKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || Buffer.byteLength(key) > MAX_KEY_BYTES) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export function assertValidKey(key: unknown): asserts key is string {
  if (!isValidKey(key)) throw new StorageError('InvalidKey', 'The object key is not valid.');
}

/** True when `key` lies under `prefix` (a prefix ending in `/` is a folder; anything else a plain string prefix). */
export function isUnderPrefix(key: string, prefix: string): boolean {
  return prefix.length > 0 && key.startsWith(prefix) && key.length > prefix.length;
}
