import { isUnderPrefix, isValidKey } from './keys';

describe('object keys', () => {
  it('accepts the keys the product generates', () => {
    expect(isValidKey('applications/1000/uploads/1732240000000-3f9a0c1d2e4b5a69')).toBe(true);
    expect(isValidKey('applications/1000/documents/Registration-8c1f1b0e-6b1e-4c55-9a53-2b0d7c9e2f11')).toBe(
      true,
    );
  });

  it.each([
    ['empty', ''],
    ['parent segment', 'applications/../secrets/jwt-secret'],
    ['current segment', 'a/./b'],
    ['absolute', '/etc/passwd'],
    ['trailing slash', 'a/b/'],
    ['empty segment', 'a//b'],
    ['hidden segment', 'a/.meta/b'],
    ['backslash', 'a\\..\\b'],
    ['space', 'a/b c'],
    ['NUL', 'a/b\u0000'],
    ['non-ASCII', 'a/relevé'],
    ['not a string', 42],
  ])('refuses a %s key', (_label, key) => {
    expect(isValidKey(key)).toBe(false);
  });

  it('refuses keys over 1024 bytes', () => {
    expect(isValidKey('a'.repeat(1024))).toBe(true);
    expect(isValidKey('a'.repeat(1025))).toBe(false);
  });

  it('tells whether a key lies under a prefix', () => {
    expect(isUnderPrefix('applications/1000/uploads/1-a', 'applications/1000/uploads/')).toBe(true);
    expect(isUnderPrefix('applications/10000/uploads/1-a', 'applications/1000/uploads/')).toBe(false);
    expect(isUnderPrefix('applications/1000/uploads/', 'applications/1000/uploads/')).toBe(false);
    expect(isUnderPrefix('anything', '')).toBe(false);
  });
});
