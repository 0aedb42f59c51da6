import crypto from 'node:crypto';
import { isValidKey } from './keys';
import { StorageError, type PresignPostOptions } from './types';

// The local driver speaks S3's browser-upload (POST policy) protocol so the browser code is identical for both
// drivers: a base64 JSON policy with an expiry and conditions, signed with HMAC-SHA256. The signature covers the
// policy, and the policy's conditions cover every form field, so nothing the browser sends is trusted unchecked.

export type PolicyCondition =
  Record<string, string> | ['eq' | 'starts-with', string, string] | ['content-length-range', number, number];

export interface PolicyDocument {
  expiration: string;
  conditions: PolicyCondition[];
}

export const LOCAL_POLICY_ALGORITHM = 'ONBOARDING-HMAC-SHA256';

/** Form fields that carry the policy itself rather than being constrained by it. */
const UNCONSTRAINED_FIELDS = new Set(['policy', 'x-amz-signature', 'x-amz-algorithm', 'file']);

function buildPolicy(opts: PresignPostOptions, now: Date): PolicyDocument {
  return {
    expiration: new Date(now.getTime() + opts.expiresInSeconds * 1000).toISOString(),
    conditions: [
      { key: opts.key },
      ['starts-with', '$key', opts.keyPrefix],
      ['content-length-range', opts.minBytes, opts.maxBytes],
      { acl: 'private' },
    ],
  };
}

export function encodePolicy(doc: PolicyDocument): string {
  return Buffer.from(JSON.stringify(doc), 'utf8').toString('base64');
}

export function signPolicy(secret: Uint8Array, encodedPolicy: string): string {
  return crypto.createHmac('sha256', secret).update(encodedPolicy).digest('hex');
}

export function signedFields(
  secret: Uint8Array,
  opts: PresignPostOptions,
  now: Date,
): Record<string, string> {
  const policy = encodePolicy(buildPolicy(opts, now));
  return {
    key: opts.key,
    Policy: policy,
    'X-Amz-Algorithm': LOCAL_POLICY_ALGORITHM,
    'X-Amz-Signature': signPolicy(secret, policy),
  };
}

export interface VerifiedPost {
  key: string;
  minBytes: number;
  maxBytes: number;
}

const invalidLink = () =>
  new StorageError('AccessDenied', 'The upload link is not valid. Please request a new one.');
const notAllowed = () => new StorageError('AccessDenied', 'The upload does not match its upload link.');

/**
 * Checks the fields of an upload form (names lower-cased, as S3 treats them) against its signed policy. Returns the
 * key and size range the file must respect; throws a StorageError for anything else.
 */
export function verifyPostFields(
  fields: Record<string, string>,
  secret: Uint8Array,
  now: Date,
): VerifiedPost {
  const policy = fields['policy'];
  const signature = fields['x-amz-signature'];
  if (!policy || !signature || !/^[0-9a-f]{64}$/i.test(signature)) throw invalidLink();
  const expected = Buffer.from(signPolicy(secret, policy), 'hex');
  if (!crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw invalidLink();

  let doc: PolicyDocument;
  try {
    doc = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as PolicyDocument;
  } catch {
    throw invalidLink();
  }
  const expiration = Date.parse(doc?.expiration);
  if (!Number.isFinite(expiration) || !Array.isArray(doc.conditions)) throw invalidLink();
  if (now.getTime() > expiration) {
    throw new StorageError('PolicyExpired', 'The upload link has expired. Please request a new one.');
  }

  const constrained = new Set<string>();
  let range: [number, number] | undefined;
  for (const condition of doc.conditions) {
    if (Array.isArray(condition)) {
      const [op, a, b] = condition;
      if (op === 'content-length-range') {
        range = [Number(a), Number(b)];
        continue;
      }
      const name = String(a).replace(/^\$/, '').toLowerCase();
      constrained.add(name);
      const value = fields[name];
      if (value === undefined) throw notAllowed();
      if (op === 'eq' && value !== b) throw notAllowed();
      if (op === 'starts-with' && !value.startsWith(String(b))) throw notAllowed();
      if (op !== 'eq' && op !== 'starts-with') throw invalidLink();
    } else {
      for (const [rawName, expectedValue] of Object.entries(condition)) {
        const name = rawName.toLowerCase();
        constrained.add(name);
        if (fields[name] !== expectedValue) throw notAllowed();
      }
    }
  }
  for (const name of Object.keys(fields)) {
    if (!UNCONSTRAINED_FIELDS.has(name) && !name.startsWith('x-ignore-') && !constrained.has(name))
      throw notAllowed();
  }
  const key = fields['key'];
  if (!range || !constrained.has('key') || !isValidKey(key)) throw notAllowed();
  return { key, minBytes: range[0], maxBytes: range[1] };
}
