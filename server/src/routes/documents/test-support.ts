import crypto from 'node:crypto';
import { Readable } from 'node:stream';

/** A multipart/form-data body as a browser builds it: fields in order, then the file part. */
export function multipartBody(
  fields: Record<string, string>,
  file: { name: string; type?: string; data: Buffer | Iterable<Buffer> },
): { payload: Readable; headers: Record<string, string> } {
  const boundary = `----onboarding${crypto.randomBytes(8).toString('hex')}`;
  const head: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    head.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  head.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? 'text/csv'}\r\n\r\n`,
    ),
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const data = file.data;
  const payload = Readable.from(
    (function* () {
      yield Buffer.concat(head);
      if (Buffer.isBuffer(data)) yield data;
      else yield* data;
      yield tail;
    })(),
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
