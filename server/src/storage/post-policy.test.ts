import { signedFields, verifyPostFields } from './post-policy';
import { isStorageError, type PresignPostOptions } from './types';

const secret = Buffer.alloc(32, 7);
const now = new Date('2026-11-22T10:00:00Z');
const opts: PresignPostOptions = {
  key: 'applications/1000/uploads/1-abc',
  keyPrefix: 'applications/1000/uploads/',
  minBytes: 1,
  maxBytes: 1000,
  expiresInSeconds: 3600,
};

/** The form the browser sends: the returned fields (names lower-cased as S3 treats them) plus acl=private. */
function form(overrides: Record<string, string | undefined> = {}) {
  const fields: Record<string, string> = { acl: 'private' };
  for (const [k, v] of Object.entries(signedFields(secret, opts, now))) fields[k.toLowerCase()] = v;
  for (const [k, v] of Object.entries(overrides)) {
    if (v === undefined) delete fields[k];
    else fields[k] = v;
  }
  return fields;
}

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
    return undefined;
  } catch (err) {
    return isStorageError(err) ? err.code : 'other';
  }
}

describe('local POST policies', () => {
  it('accept the form they were signed for and state its key and size range', () => {
    expect(verifyPostFields(form(), secret, now)).toEqual({ key: opts.key, minBytes: 1, maxBytes: 1000 });
  });

  it('state expiry, size range, key prefix, exact key and acl in the policy document', () => {
    const doc = JSON.parse(Buffer.from(form().policy, 'base64').toString('utf8'));
    expect(doc.expiration).toBe('2026-11-22T11:00:00.000Z');
    expect(doc.conditions).toEqual(
      expect.arrayContaining([
        { key: opts.key },
        ['starts-with', '$key', opts.keyPrefix],
        ['content-length-range', 1, 1000],
        { acl: 'private' },
      ]),
    );
  });

  it('refuse a form signed with another secret', () => {
    expect(codeOf(() => verifyPostFields(form(), Buffer.alloc(32, 8), now))).toBe('AccessDenied');
  });

  it('refuse a tampered policy (for example a larger size range)', () => {
    const doc = JSON.parse(Buffer.from(form().policy, 'base64').toString('utf8'));
    doc.conditions[2] = ['content-length-range', 1, 10 ** 12];
    const forged = Buffer.from(JSON.stringify(doc)).toString('base64');
    expect(codeOf(() => verifyPostFields(form({ policy: forged }), secret, now))).toBe('AccessDenied');
  });

  it('refuse a missing or malformed signature', () => {
    expect(codeOf(() => verifyPostFields(form({ 'x-amz-signature': undefined }), secret, now))).toBe(
      'AccessDenied',
    );
    expect(codeOf(() => verifyPostFields(form({ 'x-amz-signature': 'zz' }), secret, now))).toBe(
      'AccessDenied',
    );
  });

  it('refuse an expired policy', () => {
    const later = new Date(now.getTime() + 3601 * 1000);
    expect(codeOf(() => verifyPostFields(form(), secret, later))).toBe('PolicyExpired');
  });

  it('refuse another key, even one inside the prefix', () => {
    expect(
      codeOf(() => verifyPostFields(form({ key: 'applications/1001/uploads/1-abc' }), secret, now)),
    ).toBe('AccessDenied');
    expect(
      codeOf(() => verifyPostFields(form({ key: 'applications/1000/uploads/2-xyz' }), secret, now)),
    ).toBe('AccessDenied');
  });

  it('refuse a form without acl=private or with a field the policy does not cover', () => {
    expect(codeOf(() => verifyPostFields(form({ acl: undefined }), secret, now))).toBe('AccessDenied');
    expect(codeOf(() => verifyPostFields(form({ acl: 'public-read' }), secret, now))).toBe('AccessDenied');
    expect(codeOf(() => verifyPostFields(form({ 'content-type': 'text/html' }), secret, now))).toBe(
      'AccessDenied',
    );
  });
});
