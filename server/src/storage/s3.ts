import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { Readable } from 'node:stream';
import { assertValidKey, isUnderPrefix } from './keys';
import {
  StorageError,
  changed,
  type ObjectInfo,
  type ObjectStorage,
  type ObjectVersion,
  type PresignedPost,
  type PresignPostOptions,
  type PutOptions,
  type ReadOptions,
} from './types';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** S3-compatible endpoint (MinIO, s3rver); path-style addressing is used with it. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /**
   * Base URL the browser reaches the endpoint at, when it differs from `endpoint` (e.g. MinIO behind the gateway):
   * upload links point at `<publicUrl>/<bucket>`. The POST signature covers the policy only, not the host.
   */
  publicUrl?: string;
}

/**
 * S3 or an S3-compatible server. The browser uploads straight to the bucket with a presigned POST policy that S3
 * itself enforces (size range, key prefix, exact key, acl, expiry); the API only streams documents it validated.
 */
export class S3Storage implements ObjectStorage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicUrl?: string;

  constructor(opts: S3StorageOptions) {
    this.bucket = opts.bucket;
    this.publicUrl = opts.publicUrl?.replace(/\/+$/, '');
    this.client = new S3Client({
      region: opts.region,
      endpoint: opts.endpoint,
      forcePathStyle: Boolean(opts.endpoint),
      // The SDK's default streaming checksums use aws-chunked bodies, which S3-compatible servers do not all
      // decode (s3rver stores the chunk framing as content). We hash documents ourselves, so ask only when required.
      ...(opts.endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
      credentials:
        opts.accessKeyId && opts.secretAccessKey
          ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
          : undefined,
    });
  }

  async checkReady(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      const status = (err as S3ServiceException).$metadata?.httpStatusCode;
      const why =
        status === 404
          ? 'does not exist'
          : status === 403
            ? 'is not accessible with these credentials'
            : 'cannot be reached';
      throw new Error(`S3 bucket "${this.bucket}" ${why} (S3_ENDPOINT / S3_BUCKET / S3_ACCESS_KEY_ID).`, {
        cause: err,
      });
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  async put(key: string, body: Readable | Buffer, opts: PutOptions = {}): Promise<ObjectInfo> {
    assertValidKey(key);
    const size = Buffer.isBuffer(body) ? body.length : opts.size;
    if (size === undefined) throw new StorageError('SizeMismatch', 'A stream needs its size to be stored.');
    if (Buffer.isBuffer(body) && opts.size !== undefined && opts.size !== body.length) {
      throw new StorageError('SizeMismatch', `Expected ${opts.size} bytes, received ${body.length}.`);
    }
    const metadata = { ...opts.metadata };
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: size,
        ContentType: opts.contentType,
        Metadata: encodeMetadata(metadata),
      }),
    );
    return { key, size, contentType: opts.contentType, metadata };
  }

  async getStream(key: string, opts: ReadOptions = {}): Promise<Readable> {
    assertValidKey(key);
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, IfMatch: opts.version }),
      );
      if (!(out.Body instanceof Readable)) throw new Error('S3 returned no readable body');
      // Checked on the answer too: the ETag describes exactly the body being sent, whatever the server did with
      // If-Match (s3rver ignores it).
      if (opts.version !== undefined && out.ETag !== opts.version) {
        out.Body.destroy();
        throw changed();
      }
      return out.Body;
    } catch (err) {
      if (isNotFound(err)) throw new StorageError('NotFound', 'The object does not exist.');
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 412)
        throw changed();
      throw err;
    }
  }

  async head(key: string): Promise<ObjectVersion | null> {
    assertValidKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        size: out.ContentLength ?? 0,
        contentType: out.ContentType,
        metadata: decodeMetadata(out.Metadata ?? {}),
        version: out.ETag ?? '',
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async createPresignedPost(opts: PresignPostOptions): Promise<PresignedPost> {
    assertValidKey(opts.key);
    if (!isUnderPrefix(opts.key, opts.keyPrefix))
      throw new StorageError('InvalidKey', 'The key is outside its prefix.');
    const post = await createPresignedPost(this.client, {
      Bucket: this.bucket,
      Key: opts.key,
      Conditions: [
        ['content-length-range', opts.minBytes, opts.maxBytes],
        ['starts-with', '$key', opts.keyPrefix],
        { acl: 'private' },
      ],
      Expires: opts.expiresInSeconds,
    });
    return { url: this.publicUrl ? `${this.publicUrl}/${this.bucket}` : post.url, fields: post.fields };
  }
}

// S3 metadata travels as HTTP headers, which carry ASCII only; original file names are often not ASCII.
function encodeMetadata(metadata: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(metadata).map(([k, v]) => [k, encodeURIComponent(v)]));
}

function decodeMetadata(metadata: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(metadata).map(([k, v]) => {
      try {
        return [k, decodeURIComponent(v)];
      } catch {
        return [k, v];
      }
    }),
  );
}

function isNotFound(err: unknown): boolean {
  const e = err as S3ServiceException;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}
