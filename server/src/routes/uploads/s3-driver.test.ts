import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { documents } from '../../db/schema';
import * as f from '../../storage/test-support/fixtures';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInApplicant } from '../../test/applicant';

// The same flows as on the local driver, with the app configured for S3 (S3_ENDPOINT / S3_BUCKET / credentials)
// against s3rver on 127.0.0.1: the browser posts straight to the bucket, the API never sees the file.

// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

let t: TestApp;
let server: { close(): Promise<void> };
let endpoint: string;
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-s3rver-app-'));

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'onboarding' }],
  });
  const { port } = await (server as unknown as { run(): Promise<{ port: number }> }).run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: 'onboarding',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await server?.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe('with the S3 driver', () => {
  it('selects S3 from the configuration', () => {
    expect(t.app.storage.driver).toBe('s3');
  });

  it('links the browser straight to the bucket; the stored upload is then confirmed', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'documents' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/onboarding/utils/upload-link',
      headers: seeded.auth,
    });
    expect(res.statusCode).toBe(200);
    const link = res.json().link as { url: string; fields: Record<string, string>; timestamp: string };
    expect(link.url).toBe(`${endpoint}/onboarding`);
    expect(link.fields['X-Amz-Algorithm']).toBe('AWS4-HMAC-SHA256');

    const form = new FormData();
    for (const [k, v] of Object.entries(link.fields)) form.append(k, v);
    form.append('acl', 'private');
    form.append('file', new Blob([new Uint8Array(f.csv())]), 'transactions.csv');
    const posted = await fetch(link.url, { method: 'POST', body: form });
    expect(posted.status).toBe(204);

    const confirm = await t.app.inject({
      method: 'GET',
      url: `/api/onboarding/utils/confirm-upload?timestamp=${link.timestamp}`,
      headers: seeded.auth,
    });
    expect(confirm.json()).toBe(true);
    expect((await t.app.storage.head(link.fields.key))?.size).toBe(f.csv().length);
  });

  it('stores financial documents in the bucket with their original names as metadata', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'documents' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/financial-upload',
      headers: { ...seeded.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({
        files: {
          Registration: {
            name: 'Société enregistrée.pdf',
            content: f.dataUrl('application/pdf', f.pdf(10_000)),
          },
          CapTable: { name: 'cap.png', content: f.dataUrl('image/png', f.png()) },
          FundraisingSummary: {
            name: 'summary.xlsx',
            content: f.dataUrl('application/octet-stream', f.officeOpenXml('xl')),
          },
        },
      }),
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.app.db
      .select()
      .from(documents)
      .where(eq(documents.applicationId, seeded.applicationId));
    expect(rows).toHaveLength(3);
    const registration = rows.find((r) => r.kind === 'Registration')!;
    const head = await t.app.storage.head(registration.key);
    expect(head).toMatchObject({ size: 10_000, contentType: 'application/pdf' });
    expect(head?.metadata['original-name']).toBe('Société enregistrée.pdf');
  });
});
