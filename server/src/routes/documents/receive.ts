import { DOCUMENT_KEYS, type DocumentKey } from '@onboarding/shared/schemas';
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { HttpError, badRequest } from '../../lib/http-error';
import { ownedTempName } from '../../lib/owned-temp';
import { DataUrlDecoder } from './data-url';
import {
  JsonLimitError,
  JsonStreamParser,
  JsonSyntaxError,
  type JsonPath,
  type StringSink,
} from './json-stream';

// financial-upload arrives as one JSON body of up to five base64 data URLs (~133 MB for five 20 MB files). It is
// parsed as it streams in: each document's data URL is decoded chunk by chunk into its own temp file (hashed and
// counted on the way), the rest of the JSON is kept as a small object for validation. Peak memory is a few
// request chunks, whatever the size of the files.

/** Stands in for a decoded data URL in the parsed body, so the shared zod schema validates names and structure. */
const DECODED_PLACEHOLDER = 'data:application/octet-stream;base64,';
/** Stands in for a malformed data URL: fails the schema's data URL check with its message. */
const MALFORMED_PLACEHOLDER = 'not a data URL';

export interface ReceivedFile {
  kind: DocumentKey;
  tempPath: string;
  size: number;
  sha256: string;
  /** Decoded size went past the per-file limit; the file was not kept. */
  tooLarge: boolean;
}

export class ReceivedUpload {
  private disposed = false;
  constructor(
    /** The JSON body with every document's content replaced by a placeholder. */
    readonly body: unknown,
    readonly files: ReadonlyMap<DocumentKey, ReceivedFile>,
    private readonly dir: string,
  ) {}

  async dispose(): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    await fsp.rm(this.dir, { recursive: true, force: true });
  }
}

export interface ReceiveOptions {
  /** A folder for this request's temp files is made inside. */
  tempRoot: string;
  maxBodyBytes: number;
  maxFileBytes: number;
}

export const REQUEST_TOO_LARGE = 'The request is too large.';
export const INVALID_JSON = 'The request body is not valid JSON.';

const isDocumentKey = (k: unknown): k is DocumentKey => (DOCUMENT_KEYS as readonly unknown[]).includes(k);

export async function receiveFinancialUpload(
  source: AsyncIterable<Buffer>,
  opts: ReceiveOptions,
): Promise<ReceivedUpload> {
  await fsp.mkdir(opts.tempRoot, { recursive: true, mode: 0o700 });
  const dir = path.join(opts.tempRoot, ownedTempName('req-'));
  await fsp.mkdir(dir, { mode: 0o700 });
  const sinks = new Map<DocumentKey, DocumentSink>();
  const parser = new JsonStreamParser({
    maxDepth: 16,
    maxKeptBytes: 256 * 1024,
    streamString(p: JsonPath): StringSink | undefined {
      if (p.length !== 3 || p[0] !== 'files' || p[2] !== 'content') return undefined;
      const kind = p[1];
      // Documents the schema does not know are dropped (as zod strips unknown keys), without being kept.
      if (!isDocumentKey(kind)) return { write: () => undefined, end: () => DECODED_PLACEHOLDER };
      if (sinks.has(kind)) throw badRequest(`The document ${kind} was sent more than once.`);
      const sink = new DocumentSink(kind, path.join(dir, kind), opts.maxFileBytes);
      sinks.set(kind, sink);
      return sink;
    },
  });
  try {
    let received = 0;
    for await (const chunk of source) {
      received += chunk.length;
      if (received > opts.maxBodyBytes) throw new HttpError(413, REQUEST_TOO_LARGE);
      parser.push(chunk);
      // Writing before reading on keeps at most one chunk's worth of decoded bytes in memory.
      for (const sink of sinks.values()) await sink.flush();
    }
    const body = parser.end();
    const files = new Map<DocumentKey, ReceivedFile>();
    for (const [kind, sink] of sinks) files.set(kind, await sink.finish());
    return new ReceivedUpload(body, files, dir);
  } catch (err) {
    await Promise.allSettled([...sinks.values()].map((s) => s.abort()));
    await fsp.rm(dir, { recursive: true, force: true });
    if (err instanceof JsonSyntaxError) throw badRequest(INVALID_JSON);
    if (err instanceof JsonLimitError) throw badRequest(INVALID_JSON);
    throw err;
  }
}

/** One document's data URL → decoded bytes → temp file, with its SHA-256 and size. */
class DocumentSink implements StringSink {
  private readonly decoder = new DataUrlDecoder();
  private readonly hash = crypto.createHash('sha256');
  private pending: Buffer[] = [];
  private handle: fsp.FileHandle | undefined;
  private size = 0;
  private tooLarge = false;

  constructor(
    readonly kind: DocumentKey,
    private readonly file: string,
    private readonly maxBytes: number,
  ) {}

  write(bytes: Buffer): void {
    this.decoder.push(bytes, (decoded) => {
      if (this.tooLarge) return;
      this.size += decoded.length;
      if (this.size > this.maxBytes) {
        // Keep reading (the body must be consumed anyway) but keep nothing more of this file.
        this.tooLarge = true;
        this.pending = [];
        return;
      }
      this.hash.update(decoded);
      this.pending.push(decoded);
    });
  }

  end(): unknown {
    this.decoder.end();
    return this.decoder.failed ? MALFORMED_PLACEHOLDER : DECODED_PLACEHOLDER;
  }

  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const buffers = this.pending;
    this.pending = [];
    if (this.tooLarge || this.decoder.failed) return;
    this.handle ??= await fsp.open(this.file, 'wx', 0o600);
    for (const buf of buffers) {
      let offset = 0;
      while (offset < buf.length)
        offset += (await this.handle.write(buf, offset, buf.length - offset)).bytesWritten;
    }
  }

  async finish(): Promise<ReceivedFile> {
    await this.flush();
    this.handle ??= await fsp.open(this.file, 'wx', 0o600);
    await this.handle.close();
    if (this.tooLarge) await fsp.truncate(this.file, 0);
    return {
      kind: this.kind,
      tempPath: this.file,
      size: this.size,
      sha256: this.hash.digest('hex'),
      tooLarge: this.tooLarge,
    };
  }

  async abort(): Promise<void> {
    await this.handle?.close().catch(() => undefined);
  }
}
