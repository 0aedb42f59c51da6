import { MESSAGES } from '@onboarding/shared/constants';
import { MAX_CSV_BYTES } from '@onboarding/shared/schemas';
import { and, eq } from 'drizzle-orm';
import { auditLog, documents, transactionImports, uploads } from '../../db/schema';
import { LOCAL_UPLOAD_PATH } from '../../storage';
import { sweepStorage } from '../../storage/sweep';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInApplicant, type SignedInApplicant as Seeded } from '../../test/applicant';
import { multipartBody } from '../documents/test-support';
import { MAX_UPLOAD_LINKS_PER_HOUR, TOO_MANY_LINKS } from './upload-link';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface Link {
  url: string;
  fields: Record<string, string>;
  timestamp: string;
}

async function getLink(seeded: Seeded): Promise<Link> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/onboarding/utils/upload-link',
    headers: seeded.auth,
  });
  expect(res.statusCode).toBe(200);
  return res.json().link;
}

/** The browser's direct upload: the link's fields, acl=private, then the file (no session token). */
function post(link: Link, data: Buffer | Iterable<Buffer>, fields: Record<string, string | undefined> = {}) {
  const merged: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...link.fields, acl: 'private', ...fields }))
    if (v !== undefined) merged[k] = v;
  const { payload, headers } = multipartBody(merged, { name: 'transactions.csv', data });
  return t.app.inject({ method: 'POST', url: link.url, headers, payload });
}

const confirm = (seeded: Seeded, timestamp: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/onboarding/utils/confirm-upload?timestamp=${timestamp}`,
    headers: seeded.auth,
  });

const csv = Buffer.from('customer_id,amount,start_date,period\nc1,120,2024-01-01,monthly\n');

describe('direct uploads (upload-link → form POST → confirm-upload) on the local driver', () => {
  it('issues a same-origin link for a generated key under the application prefix', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'documents' });
    const link = await getLink(seeded);
    expect(link.url).toBe(LOCAL_UPLOAD_PATH);
    expect(link.timestamp).toMatch(/^\d{13}$/);
    expect(link.fields.key).toMatch(
      new RegExp(`^applications/${seeded.applicationId}/uploads/${link.timestamp}-[0-9a-f]{16}$`),
    );
    const policy = JSON.parse(Buffer.from(link.fields.Policy, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, MAX_CSV_BYTES],
        ['starts-with', '$key', `applications/${seeded.applicationId}/uploads/`],
      ]),
    );
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.key, link.fields.key));
    expect(row).toMatchObject({
      applicationId: seeded.applicationId,
      timestamp: link.timestamp,
      status: 'pending',
    });
  });

  it('stores the posted file (204) and confirms it only once it is stored', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'documents' });
    const link = await getLink(seeded);
    expect((await confirm(seeded, link.timestamp)).json()).toBe(false);
    const res = await post(link, csv);
    expect(res.statusCode).toBe(204);
    const confirmed = await confirm(seeded, link.timestamp);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toBe(true);
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.key, link.fields.key));
    expect(row).toMatchObject({ status: 'stored', size: csv.length });
    const chunks: Buffer[] = [];
    for await (const c of await t.app.storage.getStream(link.fields.key)) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(csv)).toBe(true);
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, seeded.applicationId), eq(auditLog.action, 'upload.stored')));
    expect(audits).toHaveLength(1);
  });

  it("never confirms another applicant's upload", async () => {
    const alice = await signedInApplicant(t.app, { at: 'documents' });
    const bob = await signedInApplicant(t.app, { at: 'documents' });
    const link = await getLink(alice);
    expect((await post(link, csv)).statusCode).toBe(204);
    expect((await confirm(bob, link.timestamp)).json()).toBe(false);
    expect((await confirm(alice, link.timestamp)).json()).toBe(true);
  });

  it("refuses a form aimed at another applicant's key, and stores nothing", async () => {
    const alice = await signedInApplicant(t.app, { at: 'documents' });
    const bob = await signedInApplicant(t.app, { at: 'documents' });
    const aliceLink = await getLink(alice);
    const bobLink = await getLink(bob);
    const res = await post(aliceLink, csv, { key: bobLink.fields.key });
    expect(res.statusCode).toBe(403);
    expect(res.json().details.error).toBe('The upload does not match its upload link.');
    expect(await t.app.storage.exists(bobLink.fields.key)).toBe(false);
    expect(await t.app.storage.exists(aliceLink.fields.key)).toBe(false);
  });

  it('refuses a forged policy and a missing acl with 403, and stores nothing', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'documents' });
    const link = await getLink(seeded);
    const policy = JSON.parse(Buffer.from(link.fields.Policy, 'base64').toString('utf8'));
    policy.conditions = policy.conditions.map((c: unknown) =>
      Array.isArray(c) && c[0] === 'content-length-range' ? ['content-length-range', 1, 10 ** 12] : c,
    );
    const forged = await post(link, csv, { Policy: Buffer.from(JSON.stringify(policy)).toString('base64') });
    expect(forged.statusCode).toBe(403);
    expect((await post(link, csv, { acl: undefined })).statusCode).toBe(403);
    expect(await t.app.storage.exists(link.fields.key)).toBe(false);
    expect((await confirm(seeded, link.timestamp)).json()).toBe(false);
  });

  it('refuses a file over 200 MB with the spec message, streaming, and stores nothing', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'documents' });
    const link = await getLink(seeded);
    const mb = Buffer.alloc(1024 * 1024, 0x31);
    const oversize = (function* () {
      for (let i = 0; i < 200; i++) yield mb;
      yield Buffer.from('1');
    })();
    const res = await post(link, oversize);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ details: { error: MESSAGES.csvTooLarge } });
    expect(await t.app.storage.exists(link.fields.key)).toBe(false);
    expect((await confirm(seeded, link.timestamp)).json()).toBe(false);
  }, 60_000);

  it('refuses an empty file and a malformed form with 400', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'documents' });
    const link = await getLink(seeded);
    const empty = await post(link, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.error).toBe('The uploaded file is empty.');
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: link.url,
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: link.url,
      payload: { key: link.fields.key },
    });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
    expect(await t.app.storage.exists(link.fields.key)).toBe(false);
  });

  it('refuses at confirmation an object outside the link size range (storage that ignores policies)', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'documents' });
    const link = await getLink(seeded);
    // As if an S3-compatible server had accepted an oversize file despite the policy.
    await t.app.db.update(uploads).set({ maxBytes: 10 }).where(eq(uploads.key, link.fields.key));
    await t.app.storage.put(link.fields.key, csv);
    expect((await confirm(seeded, link.timestamp)).json()).toBe(false);
    expect(await t.app.storage.exists(link.fields.key)).toBe(false);
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.key, link.fields.key));
    expect(row.status).toBe('rejected');
  });

  it('requires a session for the link and the confirmation, and a timestamp', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/onboarding/utils/upload-link' })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/onboarding/utils/confirm-upload?timestamp=1' }))
        .statusCode,
    ).toBe(401);
    const seeded = await signedInApplicant(t.app, { at: 'documents' });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/onboarding/utils/confirm-upload',
      headers: seeded.auth,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.error).toBe(MESSAGES.required);
  });

  it('gives two links asked at once two timestamps', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'documents' });
    const [a, b] = await Promise.all([getLink(seeded), getLink(seeded)]);
    expect(a.timestamp).not.toBe(b.timestamp);
    expect(a.fields.key).not.toBe(b.fields.key);
  });
});

describe('what one applicant may put in storage (finding #14.9)', () => {
  const read = async (key: string) => {
    const chunks: Buffer[] = [];
    for await (const c of await t.app.storage.getStream(key)) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };

  it('a link is used once: a second post to it is refused and the stored file stays as confirmed', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'documents' });
    const link = await getLink(seeded);
    expect((await post(link, csv)).statusCode).toBe(204);
    expect((await confirm(seeded, link.timestamp)).json()).toBe(true);
    const again = await post(link, Buffer.from('customer_id,amount\nx,1\n'));
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ details: { error: 'This upload link has already been used.' } });
    expect((await read(link.fields.key)).equals(csv)).toBe(true);
  });

  it(`gives at most ${MAX_UPLOAD_LINKS_PER_HOUR} links an hour to one application`, async () => {
    const seeded = await signedInApplicant(t.app, { at: 'documents' });
    for (let i = 0; i < MAX_UPLOAD_LINKS_PER_HOUR; i++) await getLink(seeded);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/onboarding/utils/upload-link',
      headers: seeded.auth,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ details: { error: TOO_MANY_LINKS } });
    // Another applicant is not affected.
    await getLink(await signedInApplicant(t.app, { at: 'documents' }));
  });

  it('sweeps expired links, unused files and old replaced documents; keeps what is current', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'documents' });
    const stored = async () => {
      const link = await getLink(seeded);
      expect((await post(link, csv)).statusCode).toBe(204);
      expect((await confirm(seeded, link.timestamp)).json()).toBe(true);
      return link;
    };
    const unused = await stored();
    const imported = await stored();
    const neverSent = await getLink(seeded);
    await t.app.db.insert(transactionImports).values({
      applicationId: seeded.applicationId,
      uploadTimestamp: imported.timestamp,
      uploadKey: imported.fields.key,
      industry: 'SAAS',
      method: 'No refund',
      systemName: 'Other',
      mapping: {},
      skipValidation: false,
      dateOrder: 'MDY',
      series: [],
      customers: 1,
      rowsRead: 1,
      rowsRejected: 0,
      rejectedByKind: {},
      rejectedSamples: [],
      bytes: csv.length,
    });
    const documentKey = (name: string) => `applications/${seeded.applicationId}/documents/${name}`;
    for (const name of ['old', 'current'])
      await t.app.storage.put(documentKey(name), Buffer.from('%PDF-1.7'));
    const document = {
      applicationId: seeded.applicationId,
      kind: 'Registration' as const,
      mime: 'application/pdf',
    };
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await t.app.db.insert(documents).values([
      {
        ...document,
        key: documentKey('old'),
        originalName: 'a.pdf',
        size: 8,
        sha256: 'a',
        status: 'superseded',
        supersededAt: eightDaysAgo,
      },
      { ...document, key: documentKey('current'), originalName: 'b.pdf', size: 8, sha256: 'b' },
    ]);

    // A day and a half later: the link sent nothing, one file was never imported, the other is the current import.
    const later = new Date(Date.now() + 36 * 60 * 60 * 1000);
    // (Other tests' uploads in this database are swept too.)
    const first = await sweepStorage(t.app, later);
    expect(first.uploads).toBeGreaterThanOrEqual(2);
    expect(first.documents).toBe(1);
    const rows = await t.app.db.select().from(uploads).where(eq(uploads.applicationId, seeded.applicationId));
    const status = Object.fromEntries(rows.map((r) => [r.key, r.status]));
    expect(status).toEqual({
      [unused.fields.key]: 'swept',
      [neverSent.fields.key]: 'swept',
      [imported.fields.key]: 'stored',
    });
    expect(await t.app.storage.exists(unused.fields.key)).toBe(false);
    expect(await t.app.storage.exists(imported.fields.key)).toBe(true);
    expect(await t.app.storage.exists(documentKey('old'))).toBe(false);
    expect(await t.app.storage.exists(documentKey('current'))).toBe(true);
    // Nothing left to do: a second sweep changes nothing.
    expect(await sweepStorage(t.app, later)).toEqual({ uploads: 0, documents: 0 });
  });
});
