import { Busboy, type BusboyFileStream, type BusboyHeaders, type BusboyInstance } from '@fastify/busboy';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ownedTempName, sweepOrphanedTemp } from '../lib/owned-temp';
import { assertValidKey, isUnderPrefix } from './keys';
import { signedFields, verifyPostFields, type VerifiedPost } from './post-policy';
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
  type ReceivedPost,
} from './types';

/** Objects are written to a new file renamed into place: a replaced object has a new inode. */
const versionOf = (stat: fs.Stats) => `${stat.ino}-${stat.size}-${stat.mtimeMs}`;

export interface LocalStorageOptions {
  /** Folder holding the objects (DATA_DIR/storage). */
  root: string;
  /** HMAC key signing upload policies. */
  secret: Uint8Array;
  /** Where the browser posts upload forms (the API's storage-upload route). */
  postUrl: string;
  now?: () => Date;
}

interface MetaFile {
  contentType?: string;
  metadata: Record<string, string>;
}

const TMP_DIR = '.tmp';
const META_DIR = '.meta';

/**
 * Objects as files under `root/<key>`, metadata beside them under `root/.meta/<key>.json`. Every write goes to
 * `root/.tmp` first, is fsynced, then renamed into place, so a reader never sees half an object and a failed upload
 * leaves nothing behind. Keys are validated (keys.ts) so no key reaches outside `root` or into the hidden folders.
 */
export class LocalStorage implements ObjectStorage {
  readonly driver = 'local' as const;
  private readonly root: string;
  private readonly secret: Uint8Array;
  private readonly postUrl: string;
  private readonly now: () => Date;

  constructor(opts: LocalStorageOptions) {
    this.root = path.resolve(opts.root);
    this.secret = opts.secret;
    this.postUrl = opts.postUrl;
    this.now = opts.now ?? (() => new Date());
  }

  async checkReady(): Promise<void> {
    await fsp.mkdir(path.join(this.root, TMP_DIR), { recursive: true, mode: 0o700 });
    await fsp.mkdir(path.join(this.root, META_DIR), { recursive: true, mode: 0o700 });
    // What a crashed process was writing: no live upload owns it.
    await sweepOrphanedTemp(path.join(this.root, TMP_DIR));
  }

  async close(): Promise<void> {}

  async put(key: string, body: Readable | Buffer, opts: PutOptions = {}): Promise<ObjectInfo> {
    assertValidKey(key);
    const tmp = this.tempPath();
    try {
      const size = await writeCounted(Buffer.isBuffer(body) ? Readable.from([body]) : body, tmp);
      if (opts.size !== undefined && size !== opts.size) {
        throw new StorageError('SizeMismatch', `Expected ${opts.size} bytes, received ${size}.`);
      }
      const meta: MetaFile = { contentType: opts.contentType, metadata: { ...opts.metadata } };
      await this.commit(tmp, key, meta);
      return { key, size, contentType: meta.contentType, metadata: meta.metadata };
    } finally {
      await fsp.rm(tmp, { force: true });
    }
  }

  async getStream(key: string, opts: ReadOptions = {}): Promise<Readable> {
    assertValidKey(key);
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(this.objectPath(key), 'r');
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        throw notFound();
      }
      // The open file is the version read, even if the object is replaced (renamed over) meanwhile.
      if (opts.version !== undefined && versionOf(stat) !== opts.version) {
        await handle.close();
        throw changed();
      }
    } catch (err) {
      if (isMissing(err)) throw notFound();
      throw err;
    }
    return handle.createReadStream();
  }

  async head(key: string): Promise<ObjectVersion | null> {
    assertValidKey(key);
    let stat: fs.Stats;
    try {
      stat = await fsp.stat(this.objectPath(key));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    if (!stat.isFile()) return null;
    const meta = await this.readMeta(key);
    return {
      key,
      size: stat.size,
      contentType: meta.contentType,
      metadata: meta.metadata,
      version: versionOf(stat),
    };
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await fsp.rm(this.objectPath(key), { force: true });
    await fsp.rm(this.metaPath(key), { force: true });
  }

  async createPresignedPost(opts: PresignPostOptions): Promise<PresignedPost> {
    assertValidKey(opts.key);
    if (!isUnderPrefix(opts.key, opts.keyPrefix))
      throw new StorageError('InvalidKey', 'The key is outside its prefix.');
    return { url: this.postUrl, fields: signedFields(this.secret, opts, this.now()) };
  }

  /**
   * The upload endpoint: fields come first (as with S3, fields after the file are ignored), the policy is verified
   * when the `file` part starts, and the file streams to a temp file with its size counted as it goes. Anything
   * wrong rejects with a StorageError and leaves nothing stored; the caller answers and Node discards the rest.
   */
  receivePost(request: IncomingMessage): Promise<ReceivedPost> {
    const contentType = request.headers['content-type'] ?? '';
    if (!/^multipart\/form-data\b/i.test(contentType)) {
      return Promise.reject(malformed('The upload must be sent as a multipart form.'));
    }
    let busboy: BusboyInstance;
    try {
      busboy = new Busboy({
        headers: request.headers as BusboyHeaders,
        limits: { fields: 32, fieldNameSize: 128, fieldSize: 16 * 1024, files: 1, parts: 40 },
      });
    } catch {
      return Promise.reject(malformed('The upload form is malformed.'));
    }
    return new Promise<ReceivedPost>((resolve, reject) => {
      const fields: Record<string, string> = {};
      let settled = false;
      let fileSeen = false;
      let fileStream: BusboyFileStream | undefined;
      const finish = (err: unknown, result?: ReceivedPost) => {
        if (settled) return;
        settled = true;
        request.unpipe(busboy);
        // A client that went away mid-file: end the part so the temp file is closed and removed.
        if (err) fileStream?.destroy();
        if (err) reject(err);
        else resolve(result as ReceivedPost);
      };
      busboy.on('field', (name, value, nameTruncated, valueTruncated) => {
        if (fileSeen) return;
        const lower = name.toLowerCase();
        if (nameTruncated || valueTruncated || Object.hasOwn(fields, lower)) {
          finish(malformed('The upload form is malformed.'));
          return;
        }
        fields[lower] = value;
      });
      busboy.on('file', (name, stream) => {
        if (fileSeen || settled || name.toLowerCase() !== 'file') {
          stream.resume();
          return;
        }
        fileSeen = true;
        fileStream = stream;
        let verified: VerifiedPost;
        try {
          verified = verifyPostFields(fields, this.secret, this.now());
        } catch (err) {
          stream.resume();
          finish(err);
          return;
        }
        this.storePostedFile(stream, verified).then(
          (result) => finish(null, result),
          (err) => finish(err),
        );
      });
      busboy.on('finish', () => {
        if (!fileSeen) finish(malformed('The upload form has no file.'));
      });
      busboy.on('error', () => finish(malformed('The upload form is malformed.')));
      request.on('error', (err) => finish(err));
      request.on('close', () => {
        if (!request.complete) finish(malformed('The upload was interrupted.'));
      });
      request.pipe(busboy);
    });
  }

  private async storePostedFile(stream: BusboyFileStream, verified: VerifiedPost): Promise<ReceivedPost> {
    const tmp = this.tempPath();
    try {
      const size = await writeCounted(stream, tmp, verified.maxBytes);
      if (size < verified.minBytes) {
        throw new StorageError('EntityTooSmall', 'The uploaded file is empty.', verified.minBytes);
      }
      await this.commit(tmp, verified.key, { metadata: {} }, { exclusive: true });
      return { key: verified.key, size };
    } catch (err) {
      // The rest of the part is discarded so busboy (and the request) can run to their end.
      stream.resume();
      throw err;
    } finally {
      await fsp.rm(tmp, { force: true });
    }
  }

  /**
   * `exclusive`: the object must not exist yet (a browser's direct upload: an upload link is used once, so nobody
   * replaces a file after it was confirmed). Linking, unlike renaming, fails when the target exists, atomically.
   */
  private async commit(
    tmp: string,
    key: string,
    meta: MetaFile,
    { exclusive = false }: { exclusive?: boolean } = {},
  ): Promise<void> {
    const target = this.objectPath(key);
    const metaTarget = this.metaPath(key);
    await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await fsp.mkdir(path.dirname(metaTarget), { recursive: true, mode: 0o700 });
    if (exclusive) {
      try {
        await fsp.link(tmp, target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EEXIST')
          throw new StorageError('AccessDenied', 'This upload link has already been used.');
        throw err;
      }
      await fsp.writeFile(metaTarget, JSON.stringify(meta), { mode: 0o600 });
      return;
    }
    const metaTmp = this.tempPath();
    try {
      await fsp.writeFile(metaTmp, JSON.stringify(meta), { mode: 0o600 });
      await fsp.rename(metaTmp, metaTarget);
    } finally {
      await fsp.rm(metaTmp, { force: true });
    }
    await fsp.rename(tmp, target);
  }

  private async readMeta(key: string): Promise<MetaFile> {
    try {
      const parsed = JSON.parse(await fsp.readFile(this.metaPath(key), 'utf8')) as Partial<MetaFile>;
      return { contentType: parsed.contentType, metadata: parsed.metadata ?? {} };
    } catch {
      return { metadata: {} };
    }
  }

  private objectPath(key: string): string {
    return path.join(this.root, ...key.split('/'));
  }

  private metaPath(key: string): string {
    return `${path.join(this.root, META_DIR, ...key.split('/'))}.json`;
  }

  private tempPath(): string {
    return path.join(this.root, TMP_DIR, ownedTempName());
  }
}

/** Streams `source` into a new file, fsyncs it and returns its size; past `maxBytes` it stops with EntityTooLarge. */
async function writeCounted(source: Readable, file: string, maxBytes = Infinity): Promise<number> {
  let size = 0;
  await pipeline(
    source,
    async function* count(chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        size += chunk.length;
        if (size > maxBytes)
          throw new StorageError('EntityTooLarge', 'The uploaded file is too large.', maxBytes);
        yield chunk;
      }
    },
    // A 1 MB buffer lets the disk write of one chunk overlap the network read of the next (bounded memory).
    fs.createWriteStream(file, { flags: 'wx', mode: 0o600, highWaterMark: 1024 * 1024 }),
  );
  // Documents are the applicant's evidence: they reach the disk before anyone is told they are stored.
  const handle = await fsp.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  return size;
}

const notFound = () => new StorageError('NotFound', 'The object does not exist.');
const malformed = (message: string) => new StorageError('MalformedPost', message);
const isMissing = (err: unknown) => {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};
