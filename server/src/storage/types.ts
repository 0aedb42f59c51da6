import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';

/** What a stored object looks like from outside, whichever driver holds it. */
export interface ObjectInfo {
  key: string;
  size: number;
  contentType?: string;
  /** User metadata (e.g. the original file name); values are plain Unicode strings. */
  metadata: Record<string, string>;
}

/** What head() sees: the object as it is now, with a version that changes whenever the object is replaced. */
export interface ObjectVersion extends ObjectInfo {
  version: string;
}

export interface ReadOptions {
  /** Read only this version (from head()); another one fails with StorageError `Changed`. */
  version?: string;
}

export interface PutOptions {
  /** Required when `body` is a stream: S3 needs the length up front, and both drivers check it. */
  size?: number;
  contentType?: string;
  metadata?: Record<string, string>;
}

export interface PresignPostOptions {
  /** The exact key the form must carry. */
  key: string;
  /** The prefix the key must start with (stated in the policy as a second, coarser fence). */
  keyPrefix: string;
  minBytes: number;
  maxBytes: number;
  expiresInSeconds: number;
}

/** S3's browser-upload protocol: POST a multipart form with `fields`, `acl=private` and the `file` part to `url`. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

export interface ReceivedPost {
  key: string;
  size: number;
}

export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  /** Stores an object, replacing any object under the same key. Streams are never buffered whole. */
  put(key: string, body: Readable | Buffer, opts?: PutOptions): Promise<ObjectInfo>;
  /** A stream of the object's bytes; rejects with a StorageError `NotFound` when there is none. */
  getStream(key: string, opts?: ReadOptions): Promise<Readable>;
  /** The object's size, metadata and version, or null when there is none. */
  head(key: string): Promise<ObjectVersion | null>;
  exists(key: string): Promise<boolean>;
  /** Idempotent: deleting a missing object succeeds. */
  delete(key: string): Promise<void>;
  /** A signed form policy for one browser upload (size range, key prefix, expiry, acl=private). */
  createPresignedPost(opts: PresignPostOptions): Promise<PresignedPost>;
  /**
   * Only drivers that are their own upload endpoint (local disk) have this: it verifies the signed policy of a
   * multipart form POST and streams its file into storage, storing nothing unless every condition holds.
   */
  receivePost?(request: IncomingMessage): Promise<ReceivedPost>;
  /** Fails with a clear message when the storage cannot be used (missing bucket, unwritable folder). */
  checkReady(): Promise<void>;
  close(): Promise<void>;
}

export type StorageErrorCode =
  | 'NotFound'
  | 'Changed'
  | 'InvalidKey'
  | 'SizeMismatch'
  | 'MalformedPost'
  | 'AccessDenied'
  | 'PolicyExpired'
  | 'EntityTooLarge'
  | 'EntityTooSmall';

export class StorageError extends Error {
  constructor(
    public readonly code: StorageErrorCode,
    message: string,
    /** For EntityTooLarge / EntityTooSmall: the bound the policy set. */
    public readonly limit?: number,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

export const isStorageError = (err: unknown, code?: StorageErrorCode): err is StorageError =>
  err instanceof StorageError && (code === undefined || err.code === code);

export const changed = () => new StorageError('Changed', 'The object was replaced since it was confirmed.');
