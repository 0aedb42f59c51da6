import { MESSAGES } from '@onboarding/shared/constants';
import { and, eq } from 'drizzle-orm';
import { applications, auditLog, uploads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInApplicant, type SignedInApplicant } from '../../test/applicant';
import { signedInStaff, staffCall, type SignedInStaff } from '../../test/staff';
import { uploadCsv } from '../transactions/test-support';
import { CSV_DOWNLOAD_MESSAGES } from './transactions-csv';

// The transactions CSV in the back office: the file's own name recorded with the upload link (and refused with
// direction characters, as any text), shown in the panel, and the file downloaded by case readers, audited, with
// headers safe for any name.

jest.setTimeout(120_000);

const IP = '203.0.113.21';

const SAAS_CSV = [
  'Customer,Amount,Start date,Billing period',
  'acme,1200,2024-01-15,12',
  'beta,100,2024-02-01,monthly',
  'gamma,300,2024-03-10,3',
  '',
].join('\n');

const payload = (timestamp: string) => ({
  version: '1.0',
  col_mapping: {
    customer_id: 'Customer',
    amount: 'Amount',
    start_date: 'Start date',
    period: 'Billing period',
  },
  industry: 'SAAS',
  calculation_metod: 'No refund',
  system_name: 'Chargebee export',
  skip_validation: false,
  timestamp,
});

let t: TestApp;
let reviewer: SignedInStaff;
let approver: SignedInStaff;
let admin: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp();
  reviewer = await signedInStaff(t.app, 'reviewer');
  approver = await signedInStaff(t.app, 'approver');
  admin = await signedInStaff(t.app, 'admin');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** An applicant who uploaded `csv` (named `name` when given) and submitted: a case with a CSV. */
async function caseWithCsv(name?: string, csv = SAAS_CSV): Promise<SignedInApplicant> {
  const who = await signedInApplicant(t.app, { at: 'documents' });
  const timestamp = await uploadCsv(t.app, who, csv, { name });
  const imported = await t.app.inject({
    method: 'POST',
    url: '/api/onboarding/custom-upload',
    headers: who.auth,
    payload: payload(timestamp),
  });
  expect(imported.statusCode).toBe(200);
  await t.app.db
    .update(applications)
    .set({ reviewStatus: 'SUBMITTED', submittedAt: new Date(), stage: 'PENDING' })
    .where(eq(applications.id, who.applicationId));
  return who;
}

const panel = (who: SignedInApplicant, member: SignedInStaff = reviewer) =>
  staffCall(t.app, member, 'GET', `/api/backoffice/cases/${who.applicationId}/transactions`);

const download = (caseId: number, member: SignedInStaff | null) =>
  staffCall(t.app, member, 'GET', `/api/backoffice/cases/${caseId}/transactions/csv`, {
    csrf: null,
    remoteAddress: IP,
  });

const downloads = (applicationId: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.applicationId, applicationId), eq(auditLog.action, 'transactions.csv-downloaded')),
    );

/** The two file names of a Content-Disposition: the plain one and the decoded RFC 6266 `filename*`. */
function fileNames(header: string) {
  const match = /^attachment; filename="([^"]*)"; filename\*=UTF-8''([A-Za-z0-9%!._~-]+)$/.exec(header);
  expect(match).not.toBeNull();
  return { plain: match![1], utf8: decodeURIComponent(match![2]) };
}

describe('the uploaded CSV’s name', () => {
  it('is recorded with the upload link and shown to the reviewer, with the file still stored', async () => {
    const who = await caseWithCsv('Revenue March 2026.csv');
    const res = await panel(who);
    expect(res.statusCode).toBe(200);
    expect(res.json().csv).toMatchObject({
      fileName: 'Revenue March 2026.csv',
      available: true,
      mapping: { customer_id: 'Customer', amount: 'Amount' },
    });
  });

  it('keeps an Arabic name as it was given', async () => {
    const who = await caseWithCsv('إيرادات مارس.csv');
    expect((await panel(who, approver)).json().csv.fileName).toBe('إيرادات مارس.csv');
  });

  it('is refused with a direction override, as any text is, and no link is given', async () => {
    const who = await signedInApplicant(t.app, { at: 'documents' });
    for (const name of ['invoice\u202Evsc.exe', 'report\u2066.csv']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/onboarding/utils/upload-link',
        query: { name },
        headers: who.auth,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ details: { error: MESSAGES.directionCharacters } });
    }
    const links = await t.app.db.select().from(uploads).where(eq(uploads.applicationId, who.applicationId));
    expect(links).toEqual([]);
  });

  it('is optional (a client that sends none still uploads) and then says it was not recorded', async () => {
    const who = await caseWithCsv();
    expect((await panel(who)).json().csv).toMatchObject({ fileName: null, available: true });
    const res = await download(who.applicationId, reviewer);
    expect(res.statusCode).toBe(200);
    expect(fileNames(res.headers['content-disposition'] as string)).toEqual({
      plain: 'transactions.csv',
      utf8: 'transactions.csv',
    });
  });

  it('is refused over 255 characters', async () => {
    const who = await signedInApplicant(t.app, { at: 'documents' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/onboarding/utils/upload-link',
      query: { name: `${'a'.repeat(256)}.csv` },
      headers: who.auth,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /backoffice/cases/:id/transactions/csv', () => {
  it('gives a reviewer and an approver the file as uploaded, as a download, each download audited', async () => {
    const who = await caseWithCsv('Revenue March 2026.csv');
    for (const member of [reviewer, approver]) {
      const res = await download(who.applicationId, member);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SAAS_CSV);
      expect(res.headers).toMatchObject({
        'content-type': 'text/csv',
        'content-length': String(Buffer.byteLength(SAAS_CSV)),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "sandbox; default-src 'none'",
        'cross-origin-resource-policy': 'same-origin',
        'cache-control': 'no-store',
      });
      expect(fileNames(res.headers['content-disposition'] as string)).toEqual({
        plain: 'Revenue March 2026.csv',
        utf8: 'Revenue March 2026.csv',
      });
    }
    const rows = await downloads(who.applicationId);
    expect(rows.map((r) => [r.staffId, r.actor, r.ip])).toEqual([
      [reviewer.id, 'staff', IP],
      [approver.id, 'staff', IP],
    ]);
    expect(rows[0].detail).toMatchObject({ size: Buffer.byteLength(SAAS_CSV) });
  });

  it('names the download safely whatever the applicant called the file', async () => {
    const name = `O'Brien "Q1" (final)*; مارس\\..csv`;
    const who = await caseWithCsv(name);
    const res = await download(who.applicationId, reviewer);
    expect(res.statusCode).toBe(200);
    const header = res.headers['content-disposition'] as string;
    const { plain, utf8 } = fileNames(header);
    // The quoted name: plain characters only, so no quote, backslash or semicolon ends it early.
    expect(plain).toMatch(/^[A-Za-z0-9 _-]+\.csv$/);
    // The UTF-8 name: the applicant's own characters, a backslash (a path separator somewhere) made harmless.
    expect(utf8).toBe(`O'Brien "Q1" (final)*; مارس_..csv`);
  });

  it('refuses an admin (no applicant data), a stranger and an unknown or draft case; audits nothing', async () => {
    const who = await caseWithCsv('Revenue.csv');
    expect((await download(who.applicationId, admin)).statusCode).toBe(403);
    expect((await download(who.applicationId, null)).statusCode).toBe(401);
    expect((await download(2_000_000_000, reviewer)).statusCode).toBe(404);
    const draft = await signedInApplicant(t.app, { at: 'documents' });
    await uploadCsv(t.app, draft, SAAS_CSV, { name: 'Draft.csv' });
    expect((await download(draft.applicationId, reviewer)).statusCode).toBe(404);
    expect(await downloads(who.applicationId)).toEqual([]);
  });

  it('answers 404 for a case without a CSV, and for a file no longer stored (the panel says so)', async () => {
    const connected = await signedInApplicant(t.app, { at: 'submitted' });
    const none = await download(connected.applicationId, reviewer);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ details: { error: CSV_DOWNLOAD_MESSAGES.none } });

    const who = await caseWithCsv('Revenue.csv');
    await t.app.db
      .update(uploads)
      .set({ status: 'swept' })
      .where(eq(uploads.applicationId, who.applicationId));
    expect((await panel(who)).json().csv).toMatchObject({ fileName: 'Revenue.csv', available: false });
    const gone = await download(who.applicationId, reviewer);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ details: { error: CSV_DOWNLOAD_MESSAGES.gone } });
    expect(await downloads(who.applicationId)).toEqual([]);
  });

  it('refuses a file replaced in storage since it was confirmed', async () => {
    const who = await caseWithCsv('Revenue.csv');
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.applicationId, who.applicationId));
    await t.app.storage.put(row.key, Buffer.from('customer,amount\nx,1\n'));
    const res = await download(who.applicationId, reviewer);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ details: { error: CSV_DOWNLOAD_MESSAGES.changed } });
  });
});
