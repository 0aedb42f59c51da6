import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SignedInApplicant } from '../../test/applicant';

// Helpers for the transactions route tests: a CSV sent through the real direct-upload path (upload-link → form POST
// → confirm-upload) as the browser does.

function multipart(fields: Record<string, string>, file: Buffer, filename: string) {
  const boundary = `----onboarding${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads `content` as the browser would (`name`: the file's own, sent with the link) and returns its timestamp. */
export async function uploadCsv(
  app: FastifyInstance,
  who: SignedInApplicant,
  content: string | Buffer,
  opts: { name?: string } = {},
): Promise<string> {
  const linkRes = await app.inject({
    method: 'GET',
    url: '/api/onboarding/utils/upload-link',
    query: opts.name === undefined ? {} : { name: opts.name },
    headers: who.auth,
  });
  if (linkRes.statusCode !== 200)
    throw new Error(`upload-link answered ${linkRes.statusCode}: ${linkRes.body}`);
  const { link } = linkRes.json() as {
    link: { url: string; fields: Record<string, string>; timestamp: string };
  };
  const form = multipart({ ...link.fields, acl: 'private' }, Buffer.from(content), 'transactions.csv');
  const postRes = await app.inject({
    method: 'POST',
    url: link.url,
    headers: { 'content-type': form.contentType },
    payload: form.payload,
  });
  if (postRes.statusCode !== 204)
    throw new Error(`storage upload answered ${postRes.statusCode}: ${postRes.body}`);
  const confirmRes = await app.inject({
    method: 'GET',
    url: `/api/onboarding/utils/confirm-upload?timestamp=${link.timestamp}`,
    headers: who.auth,
  });
  if (confirmRes.json() !== true) throw new Error(`confirm-upload answered ${confirmRes.body}`);
  return link.timestamp;
}
