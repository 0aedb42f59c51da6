import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DASHBOARD_MESSAGES } from '@onboarding/shared/dashboard';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import {
  accountingConnectionEvents,
  accountingUploads,
  applications,
  auditLog,
  caseNotes,
  documentMarks,
  documents,
  eligibilityDecisions,
  entertainmentPaths,
  helpRequests,
  informationRequests,
  offerApprovals,
  offers,
  retainedRecords,
  storageErasures,
  transactionImports,
  underwritingResults,
  uploads,
} from '../../db/schema';
import { eq } from 'drizzle-orm';
import { ERASED_TABLES } from '../../privacy/deletion';
import * as f from '../../storage/test-support/fixtures';
import { createTestApp, type TestApp } from '../../test/app';
import {
  APPLICANT_NAME,
  journeyState,
  signedInApplicant,
  type SignedInApplicant,
} from '../../test/applicant';
import { signedInStaff } from '../../test/staff';
import { FAKE_CREDENTIALS } from '../../transactions/fake-providers';
import type { FastifyInstance } from 'fastify';

/*
 * GET /api/dashboard/export and POST /api/dashboard/deletion on the real app (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), once with local storage and once with the S3 driver against s3rver: the ZIP is unzipped and its
 * files compared byte for byte; after a deletion every table is queried and every object looked up in storage.
 */

// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

const PAYPAL = FAKE_CREDENTIALS.paypal;
const SIGNER_IP = '198.51.100.7';

interface Seeded {
  who: SignedInApplicant;
  files: Record<string, Buffer>;
  keys: { document: string; csv: string; workbook: string; letter: string };
  documentId: number;
  offerId: number;
}

const put = async (app: FastifyInstance, key: string, body: Buffer) => {
  await app.storage.put(key, body, { size: body.length });
  return key;
};

/** An applicant who went the whole way: documents, a provider connected with a key, a CSV, a workbook, a review
 * with a request for information and notes, and an accepted offer with its letter. */
async function seedApplicant(app: FastifyInstance): Promise<Seeded> {
  const who = await signedInApplicant(app, { at: 'documents' });
  const connected = await app.inject({
    method: 'PATCH',
    url: '/api/onboarding/onboarding-update',
    headers: who.auth,
    payload: { transactions_step: { systemName: 'paypal', ...PAYPAL } },
  });
  expect(connected.statusCode).toBe(200);
  const id = who.applicationId;
  const reviewer = await signedInStaff(app, 'reviewer');
  const submitted = journeyState('submitted');
  await app.db
    .update(applications)
    .set({
      stage: submitted.stage,
      stages: submitted.stages,
      submittedAt: new Date(),
      reviewStatus: 'ACCEPTED',
    })
    .where(eq(applications.id, id));

  const pdf = Buffer.concat([f.pdf(2048), crypto.randomBytes(64)]);
  const csv = Buffer.from('date,amount\n2026-01-01,100\n');
  const workbook = f.officeOpenXml('xl', 512);
  const letter = Buffer.concat([f.pdf(1024), crypto.randomBytes(32)]);
  const keys = {
    document: await put(app, `applications/${id}/documents/Registration-${crypto.randomUUID()}`, pdf),
    csv: await put(
      app,
      `applications/${id}/uploads/${Date.now()}-${crypto.randomBytes(4).toString('hex')}`,
      csv,
    ),
    workbook: await put(app, `applications/${id}/accounting/${Date.now()}-wb.xlsx`, workbook),
    letter: await put(app, `offers/${id}/v1-${crypto.randomUUID()}.pdf`, letter),
  };
  const [doc] = await app.db
    .insert(documents)
    .values({
      applicationId: id,
      kind: 'Registration',
      key: keys.document,
      originalName: 'bank statements.pdf',
      mime: 'application/pdf',
      size: pdf.length,
      sha256: crypto.createHash('sha256').update(pdf).digest('hex'),
    })
    .returning({ id: documents.id });
  await app.db.insert(documentMarks).values({ documentId: doc.id, mark: 'accepted', staffId: reviewer.id });
  await app.db.insert(uploads).values({
    applicationId: id,
    timestamp: '1700000000000',
    key: keys.csv,
    originalName: 'customers 2026.csv',
    status: 'stored',
    size: csv.length,
    maxBytes: 1_000_000,
    expiresAt: new Date(),
    confirmedAt: new Date(),
  });
  await app.db.insert(transactionImports).values({
    applicationId: id,
    uploadTimestamp: '1700000000000',
    uploadKey: keys.csv,
    industry: 'SAAS',
    method: 'Standard',
    systemName: 'Custom',
    mapping: { date: 'date', amount: 'amount' },
    skipValidation: false,
    dateOrder: 'MDY',
    series: [],
    customers: 1,
    rowsRead: 1,
    rowsRejected: 0,
    bytes: csv.length,
  });
  await app.db.insert(accountingUploads).values({
    applicationId: id,
    name: 'P&L',
    fileName: 'accounts.xlsx',
    storageKey: keys.workbook,
    sizeBytes: workbook.length,
    sha256: 'x',
    sheetNames: ['Sheet1'],
    isMapping: false,
  });
  await app.db.insert(accountingConnectionEvents).values({
    resultId: crypto.randomUUID(),
    applicationId: id,
    service: 'xero',
    status: 'access_denied',
    occurredAt: new Date(),
  });
  await app.db.insert(eligibilityDecisions).values({
    applicationId: id,
    policyVersion: 'p1',
    policyDigest: 'd',
    inputs: {},
    eligible: true,
    amount: 100_000,
    reasons: [],
  });
  await app.db.insert(entertainmentPaths).values({ applicationId: id, businessTypes: ['SAAS'] });
  await app.db.insert(underwritingResults).values({
    applicationId: id,
    inputsKey: 'k',
    inputs: {} as never,
    metricsVersion: 'm1',
    pricingPolicyVersion: 'p1',
    pricingPolicyDigest: 'd',
    result: {} as never,
  });
  await app.db
    .insert(caseNotes)
    .values({ applicationId: id, staffId: reviewer.id, text: 'Called Amina Noor' });
  await app.db.insert(informationRequests).values({
    applicationId: id,
    staffId: reviewer.id,
    documentKinds: ['CapTable'],
    message: 'Please send the cap table again',
    answeredAt: new Date(),
  });
  const [offer] = await app.db
    .insert(offers)
    .values({
      applicationId: id,
      version: 1,
      status: 'accepted',
      terms: { asset: 'Servers' } as never,
      currency: 'USD',
      costMinor: 10_000_000,
      profitMinor: 1_000_000,
      salePriceMinor: 11_000_000,
      tenureMonths: 12,
      validUntil: '2026-12-31',
      clausesVersion: 'c1',
      requiredApprovals: 1,
      proposedBy: reviewer.id,
      approvedAt: new Date(),
      pdfKey: keys.letter,
      pdfSha256: 'l',
      pdfSize: letter.length,
      sentBy: reviewer.id,
      sentAt: new Date(),
      answeredAt: new Date(),
      answeredIp: SIGNER_IP,
      signature: APPLICANT_NAME,
    })
    .returning({ id: offers.id });
  await app.db.insert(offerApprovals).values({ offerId: offer.id, staffId: reviewer.id });
  await app.audit({
    applicationId: id,
    applicantId: who.applicantId,
    action: 'review.acceptOffer',
    ip: SIGNER_IP,
    detail: { from: 'OFFER_SENT', to: 'ACCEPTED', version: 1 },
  });
  await app.audit({
    applicationId: id,
    actor: 'staff',
    staffId: reviewer.id,
    ip: '10.0.0.5',
    action: 'case.viewed',
    detail: { sessionId: 's1' },
  });
  await app.db
    .insert(helpRequests)
    .values({ applicantId: who.applicantId, email: 'amina@example.com', note: 'Help me, Amina Noor' });
  return {
    who,
    files: { [keys.document]: pdf, [keys.csv]: csv, [keys.workbook]: workbook, [keys.letter]: letter },
    keys,
    documentId: doc.id,
    offerId: offer.id,
  };
}

async function count(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<number> {
  const result = await app.db.execute(query);
  return Number((result as unknown as { rows: { n: number | string }[] }).rows[0].n);
}

/** Rows left in each table of ERASED_TABLES for this applicant, their applications, documents and offers. */
async function leftRows(app: FastifyInstance, s: Seeded): Promise<Record<string, number>> {
  const left: Record<string, number> = {};
  for (const table of ERASED_TABLES) {
    const where =
      table === 'applicants'
        ? sql`id = ${s.who.applicantId}`
        : table === 'help_requests' ||
            table === 'dashboard_sign_in_links' ||
            table === 'dashboard_remembered_devices'
          ? sql`applicant_id = ${s.who.applicantId}`
          : table === 'document_marks'
            ? sql`document_id = ${s.documentId}`
            : table === 'offer_approvals'
              ? sql`offer_id = ${s.offerId}`
              : table === 'applications'
                ? sql`applicant_id = ${s.who.applicantId}`
                : sql`application_id = ${s.who.applicationId}`;
    left[table] = await count(app, sql`SELECT count(*) AS n FROM ${sql.identifier(table)} WHERE ${where}`);
  }
  return left;
}

const exportOf = (app: FastifyInstance, who: SignedInApplicant) =>
  app.inject({ method: 'GET', url: '/api/dashboard/export', headers: who.auth });
const deletion = (app: FastifyInstance, who: SignedInApplicant, payload: object) =>
  app.inject({ method: 'POST', url: '/api/dashboard/deletion', headers: who.auth, payload });

describe.each(['local', 's3'] as const)('My data with the %s storage driver', (driver) => {
  let t: TestApp;
  let server: { close(): Promise<void> } | undefined;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-s3rver-mydata-'));

  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (driver === 's3') {
      server = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory,
        configureBuckets: [{ name: 'onboarding' }],
      });
      const { port } = await (server as unknown as { run(): Promise<{ port: number }> }).run();
      env = {
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'onboarding',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      };
    }
    t = await createTestApp(env);
    expect(t.app.storage.driver).toBe(driver);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await server?.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('exports a ZIP of data.json and the original files, without any secret', async () => {
    const s = await seedApplicant(t.app);
    const res = await exportOf(t.app, s.who);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="onboarding-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(Buffer.from(zip['data.json']).toString('utf8'));
    expect(data.applicant).toMatchObject({ name: APPLICANT_NAME });
    const [app] = data.applications;
    expect(app.id).toBe(s.who.applicationId);
    expect(app.answers.eligibility.businessName).toBe('Noor Cloud');
    expect(app.eligibilityDecision).toMatchObject({ eligible: true, amount: 100_000 });
    expect(app.transactions.providerConnections).toEqual([
      expect.objectContaining({ provider: 'paypal', status: 'current' }),
    ]);
    expect(app.transactions.imports[0].mapping).toEqual({ date: 'date', amount: 'amount' });
    expect(app.transactions.csvUploads[0].name).toBe('customers 2026.csv');
    expect(app.informationRequests[0].message).toBe('Please send the cap table again');
    expect(app.offers[0]).toMatchObject({
      version: 1,
      salePriceMinor: 11_000_000,
      answer: { kind: 'accepted', signature: APPLICANT_NAME },
    });

    // Every original file, byte for byte, where data.json says it is.
    const paths = [
      app.documents[0].file,
      app.transactions.csvUploads[0].file,
      app.accounting.workbooks[0].file,
      app.offers[0].letter,
    ];
    const keys = [s.keys.document, s.keys.csv, s.keys.workbook, s.keys.letter];
    paths.forEach((p: string, i) => {
      expect(p).toMatch(new RegExp(`^files/${s.who.applicationId}/`));
      expect(Buffer.from(zip[p]).equals(s.files[keys[i]])).toBe(true);
    });
    expect(Object.keys(zip).sort()).toEqual(['data.json', ...paths].sort());

    // The provider's key and client id, the staff's notes: nowhere in the archive (compressed or not).
    const everything = Buffer.concat([res.rawPayload, ...Object.values(zip).map((b) => Buffer.from(b))]);
    for (const secret of [PAYPAL.secretKey, PAYPAL.clientId, 'Called Amina Noor'])
      expect(everything.includes(secret)).toBe(false);

    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.applicantId} = ${s.who.applicantId} AND ${auditLog.action} = 'data.exported'`);
    expect(entry.detail).toEqual({ applications: 1, files: 4 });
  });

  it('needs the session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/export' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/dashboard/deletion', payload: { confirm: 'DELETE' } }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a deletion without the confirmation, and changes nothing', async () => {
    const s = await seedApplicant(t.app);
    const before = await leftRows(t.app, s);
    for (const payload of [{}, { confirm: 'delete' }, { confirm: 'yes' }]) {
      const res = await deletion(t.app, s.who, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ details: { error: DASHBOARD_MESSAGES.deletionConfirm } });
    }
    expect(await leftRows(t.app, s)).toEqual(before);
    for (const key of Object.keys(s.files)) expect(await t.app.storage.exists(key)).toBe(true);
    expect((await exportOf(t.app, s.who)).statusCode).toBe(200);
  });

  it('erases the rows and the files, keeps what the policy keeps and says so, and ends the session', async () => {
    const s = await seedApplicant(t.app);
    const other = await seedApplicant(t.app);
    const otherBefore = await leftRows(t.app, other);

    const res = await deletion(t.app, s.who, { confirm: 'DELETE' });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.erased).toEqual({ applications: 1, files: 3 });
    expect(answer.kept).toEqual([
      {
        what: `The signed offer of application ${s.who.applicationId} (version 1): its terms, letter, signature and business name`,
        why: expect.stringContaining('legal retention'),
        until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
    expect(Number(answer.kept[0].until.slice(0, 4))).toBe(new Date().getUTCFullYear() + 7);

    // Every table: nothing left of the applicant, their application, its documents and offers.
    expect(Object.values(await leftRows(t.app, s)).every((n) => n === 0)).toBe(true);
    // Storage: the files are gone but the letter the policy keeps; nothing waits in the erasure queue.
    expect(await t.app.storage.exists(s.keys.document)).toBe(false);
    expect(await t.app.storage.exists(s.keys.csv)).toBe(false);
    expect(await t.app.storage.exists(s.keys.workbook)).toBe(false);
    expect(await t.app.storage.exists(s.keys.letter)).toBe(true);
    expect(await t.app.db.select().from(storageErasures)).toEqual([]);

    // The kept record: the rule's parts only.
    const [kept] = await t.app.db
      .select()
      .from(retainedRecords)
      .where(eq(retainedRecords.applicationId, s.who.applicationId));
    expect(kept.data).toMatchObject({
      businessName: 'Noor Cloud',
      signature: { name: APPLICANT_NAME, version: 1 },
      letter: { key: s.keys.letter },
    });
    expect(kept.storageKeys).toEqual([s.keys.letter]);
    const keptText = JSON.stringify(kept);
    for (const personal of ['@example.com', '+97150', SIGNER_IP, PAYPAL.secretKey])
      expect(keptText).not.toContain(personal);

    // The audit log: the erasure's entry, and the applicant's entries scrubbed of what they gave.
    const trail = await t.app.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.applicantId} = ${s.who.applicantId} OR ${auditLog.applicationId} = ${s.who.applicationId}`,
      );
    const erased = trail.find((e) => e.action === 'applicant.erased');
    expect(erased?.detail).toMatchObject({ applications: [s.who.applicationId], files: 3 });
    const trailText = JSON.stringify(trail);
    for (const personal of [APPLICANT_NAME, '@example.com', SIGNER_IP, 'Noor Cloud'])
      expect(trailText).not.toContain(personal);
    const accepted = trail.find((e) => e.action === 'review.acceptOffer');
    expect(accepted).toMatchObject({
      ip: null,
      detail: { from: 'OFFER_SENT', to: 'ACCEPTED', erased: true },
    });
    // A staff member's own address stays with their entry.
    expect(trail.find((e) => e.action === 'case.viewed')?.ip).toBe('10.0.0.5');

    // The session is over: every call with its token is 401, a second deletion included.
    expect((await exportOf(t.app, s.who)).statusCode).toBe(401);
    expect((await deletion(t.app, s.who, { confirm: 'DELETE' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/onboarding/check-user', headers: s.who.auth }))
        .statusCode,
    ).toBe(401);

    // The other applicant: untouched, rows and files.
    expect(await leftRows(t.app, other)).toEqual(otherBefore);
    for (const key of Object.keys(other.files)) expect(await t.app.storage.exists(key)).toBe(true);
    expect((await exportOf(t.app, other.who)).statusCode).toBe(200);
  });

  it('limits the exports of one applicant', async () => {
    const who = await signedInApplicant(t.app, { at: 'eligible' });
    for (let i = 0; i < 5; i++) expect((await exportOf(t.app, who)).statusCode).toBe(200);
    const refused = await exportOf(t.app, who);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().details.error).toEqual(expect.any(String));
  });

  it('answers in the contract’s shape with nothing kept for an applicant without an accepted offer', async () => {
    const who = await signedInApplicant(t.app, { at: 'eligible' });
    const res = await deletion(t.app, who, { confirm: 'DELETE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ erased: { applications: 1, files: 0 }, kept: [] });
  });
});
