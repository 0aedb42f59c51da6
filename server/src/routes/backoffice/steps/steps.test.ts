import * as XLSX from '@e965/xlsx';
import { and, eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import {
  accountingConnectionEvents,
  accountingUploads,
  applications,
  auditLog,
  documents,
  eligibilityDecisions,
  staff,
  transactionImports,
} from '../../../db/schema';
import { inviteStaff } from '../../../staff/accounts';
import * as f from '../../../storage/test-support/fixtures';
import { signedInApplicant, type SignedInApplicant } from '../../../test/applicant';
import { createTestApp, type TestApp } from '../../../test/app';
import { readOutbox } from '../../../test/outbox';
import { CONTENT_SECURITY_POLICY, DOCUMENT_MESSAGES, safeFileName } from './documents';

// The step panels' routes: who may read them, what each answers (and never: a provider key, a token), the
// audit row of each view with the staff member and address, the document content's headers, and the marks.

jest.setTimeout(120_000);

const PASSWORD = 'copper kites drift at dawn';
const BACKOFFICE = 'http://backoffice.test';
const SECRET_KEY = `sk_live_${'Q7x'.repeat(11)}`;
const IP = '203.0.113.9';

let t: TestApp;
let offset = 0;
const realNow = Date.now.bind(Date);

interface Session {
  cookie: Record<string, string>;
  csrf: string;
  staffId: string;
}
const sessions = {} as Record<'reviewer' | 'approver' | 'admin', Session>;

let full: SignedInApplicant; // documents (twice), a provider, a decision, an accounting connection
let csvCase: SignedInApplicant; // a CSV import and monthly accounts
let draft: SignedInApplicant; // not submitted: no case

function authenticatorCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now(),
  });
}

async function member(email: string, role: 'reviewer' | 'approver' | 'admin'): Promise<Session> {
  await inviteStaff(t.app, { email, role, invitedBy: 'cli' });
  const mail = readOutbox(t.dataDir)
    .filter((m) => m.headers.to === email)
    .at(-1)!;
  const token = new URL(mail.link!).hash.replace('#token=', '');
  const opened = await t.app.inject({
    method: 'GET',
    url: '/api/backoffice/enrolment',
    headers: { 'x-enrolment-token': token },
  });
  const { secret } = opened.json();
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/backoffice/enrolment',
    payload: { token, password: PASSWORD, code: authenticatorCode(secret) },
  });
  expect(done.statusCode).toBe(200);
  offset += 30_000;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/backoffice/session',
    payload: { email, password: PASSWORD, code: authenticatorCode(secret) },
  });
  expect(res.statusCode).toBe(200);
  const [cookie] = res.cookies;
  const [row] = await t.app.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  return { cookie: { [cookie.name]: cookie.value }, csrf: res.json().csrfToken, staffId: row.id };
}

const get = (url: string, session: Session | null, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/backoffice${url}`,
    cookies: session?.cookie ?? {},
    headers,
    remoteAddress: IP,
  });

const putMark = (
  caseId: number,
  documentId: number,
  mark: unknown,
  session: Session | null,
  opts: { csrf?: string | null } = {},
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/backoffice/cases/${caseId}/documents/${documentId}/mark`,
    cookies: session?.cookie ?? {},
    headers:
      session && opts.csrf !== null
        ? { 'x-csrf-token': opts.csrf ?? session.csrf }
        : ({} as Record<string, string>),
    payload: { mark },
    remoteAddress: IP,
  });

function workbook(): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([
      ['Round', 'Raised'],
      ['Seed', 1_500_000],
    ]),
    'Rounds',
  );
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const PDF = f.pdf();
const PNG = f.png();
const XLSX_FILE = workbook();

async function uploadDocuments(
  who: SignedInApplicant,
  files: Record<string, { name: string; content: string }>,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/onboarding/financial-upload',
    headers: { ...who.auth, 'content-type': 'application/json' },
    payload: JSON.stringify({ files }),
  });
  expect(res.statusCode).toBe(200);
}

/** What the accounting step would do: the application submitted for review. */
async function submit(who: SignedInApplicant) {
  await t.app.db
    .update(applications)
    .set({ reviewStatus: 'SUBMITTED', submittedAt: new Date(), stage: 'PENDING' })
    .where(eq(applications.id, who.applicationId));
}

async function documentRows(applicationId: number) {
  return t.app.db.select().from(documents).where(eq(documents.applicationId, applicationId));
}

async function auditRows(applicationId: number, action: string) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.applicationId, applicationId), eq(auditLog.action, action)));
}

beforeAll(async () => {
  t = await createTestApp({ BACKOFFICE_URL: BACKOFFICE }, { now: () => new Date(realNow() + offset) });
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
  sessions.reviewer = await member('reviewer@provider.example', 'reviewer');
  sessions.approver = await member('approver@provider.example', 'approver');
  sessions.admin = await member('admin@provider.example', 'admin');

  full = await signedInApplicant(t.app, { at: 'eligible' });
  await uploadDocuments(full, {
    Registration: { name: 'Certificate.pdf', content: f.dataUrl('application/pdf', PDF) },
    CapTable: { name: 'Cap table.png', content: f.dataUrl('image/png', PNG) },
    FundraisingSummary: {
      name: 'Fundraising.xlsx',
      content: f.dataUrl('application/vnd.ms-excel', XLSX_FILE),
    },
  });
  // A re-upload: the first set stays, superseded.
  await uploadDocuments(full, {
    Registration: { name: 'Certificate v2.pdf', content: f.dataUrl('application/pdf', PDF) },
    CapTable: { name: '../../"evil"\r\nname.png', content: f.dataUrl('image/png', PNG) },
    FundraisingSummary: {
      name: 'Fundraising.xlsx',
      content: f.dataUrl('application/vnd.ms-excel', XLSX_FILE),
    },
  });
  const connected = await t.app.inject({
    method: 'PATCH',
    url: '/api/onboarding/onboarding-update',
    headers: full.auth,
    payload: { transactions_step: { systemName: 'stripe', secretKey: SECRET_KEY } },
  });
  expect(connected.statusCode).toBe(200);
  await t.app.db.insert(eligibilityDecisions).values({
    applicationId: full.applicationId,
    policyVersion: '2026-01',
    policyDigest: 'sha256:abc',
    inputs: {},
    eligible: true,
    amount: 250_000,
    reasons: [{ code: 'BASE_AMOUNT', kind: 'amount', message: 'Base amount: $300,000.' }],
  });
  await t.app.db.insert(accountingConnectionEvents).values({
    resultId: crypto.randomUUID(),
    applicationId: full.applicationId,
    service: 'xero',
    status: 'connected',
    occurredAt: new Date(),
  });
  await submit(full);

  csvCase = await signedInApplicant(t.app, { at: 'submitted' });
  await t.app.db.insert(transactionImports).values({
    applicationId: csvCase.applicationId,
    uploadTimestamp: '1700000000000',
    uploadKey: `uploads/${csvCase.applicationId}/1700000000000`,
    industry: 'SAAS',
    method: 'Standard',
    systemName: 'Chargebee export',
    mapping: { customer_id: 'Customer', amount: 'Amount', start_date: 'Date', period: 'Period' },
    skipValidation: false,
    dateOrder: 'DMY',
    series: [
      {
        month: '2026-01',
        mrr: 1234.56,
        billings: 99.99,
        active_customers: 3,
        new_customers: 3,
        churned_customers: 0,
      },
    ],
    customers: 3,
    rowsRead: 10,
    rowsRejected: 1,
    bytes: 2048,
  });
  await t.app.db.insert(accountingUploads).values({
    applicationId: csvCase.applicationId,
    name: 'monthly',
    fileName: 'P&L 2026.xlsx',
    storageKey: `applications/${csvCase.applicationId}/accounting/x`,
    sizeBytes: 4096,
    sha256: 'a'.repeat(64),
    sheetNames: ['P&L', 'Notes'],
    selectedSheet: 'P&L',
    isMapping: true,
    monthlySeries: {
      rows: { Dates: 0, Revenues: 1 },
      months: [{ month: '2026-01', revenues: 1000.5, cogs: 200, rnd: null, sm: 5, ga: 6, salaries: 7 }],
    },
  });

  draft = await signedInApplicant(t.app, { at: 'documents' });
});

afterAll(async () => {
  jest.restoreAllMocks();
  await t?.close();
});

const STEPS = ['eligibility', 'documents', 'transactions', 'accounting'] as const;

describe('who may read the panels', () => {
  it('refuses a signed-out caller (401), an admin (403) and an applicant’s Bearer token (401)', async () => {
    const [doc] = await documentRows(full.applicationId);
    const urls = [
      ...STEPS.map((s) => `/cases/${full.applicationId}/${s}`),
      `/cases/${full.applicationId}/documents/${doc.id}/content`,
    ];
    for (const url of urls) {
      expect([url, (await get(url, null)).statusCode]).toEqual([url, 401]);
      expect([url, (await get(url, sessions.admin)).statusCode]).toEqual([url, 403]);
      expect([url, (await get(url, null, full.auth)).statusCode]).toEqual([url, 401]);
    }
    expect((await putMark(full.applicationId, doc.id, 'accepted', null)).statusCode).toBe(401);
    expect((await putMark(full.applicationId, doc.id, 'accepted', sessions.admin)).statusCode).toBe(403);
    const applicantPut = await t.app.inject({
      method: 'PUT',
      url: `/api/backoffice/cases/${full.applicationId}/documents/${doc.id}/mark`,
      headers: full.auth,
      payload: { mark: 'accepted' },
    });
    expect(applicantPut.statusCode).toBe(401);
    // Nothing was seen, so nothing was audited.
    for (const s of STEPS) expect(await auditRows(full.applicationId, `${s}.viewed`)).toEqual([]);
  });

  it('answers 404 for an application that is not submitted, and for an unknown id', async () => {
    for (const s of STEPS) {
      expect((await get(`/cases/${draft.applicationId}/${s}`, sessions.reviewer)).statusCode).toBe(404);
      expect((await get(`/cases/2147483000/${s}`, sessions.reviewer)).statusCode).toBe(404);
    }
    expect((await get(`/cases/abc/eligibility`, sessions.reviewer)).statusCode).toBe(400);
  });
});

describe('GET /backoffice/cases/:id/eligibility', () => {
  it('answers the labelled answers and the decision, and audits the view with the staff member and address', async () => {
    const res = await get(`/cases/${full.applicationId}/eligibility`, sessions.approver);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.answers).toEqual(
      expect.arrayContaining([
        { field: 'businessName', label: 'Business name', kind: 'text', value: 'Noor Cloud' },
        { field: 'ARRYearlyRevenue', label: 'ARR / yearly revenue', kind: 'money', value: 90_000_000 },
        { field: 'businessType', label: 'Business type', kind: 'list', value: ['SAAS'] },
        { field: 'debt', label: 'Has outstanding debt', kind: 'yesNo', value: null },
      ]),
    );
    expect(body.decision).toMatchObject({
      eligible: true,
      amount: { amountMinor: 25_000_000, currency: 'USD' },
      policyVersion: '2026-01',
      reasons: [{ code: 'BASE_AMOUNT', kind: 'amount', message: 'Base amount: $300,000.' }],
    });
    const [row] = await auditRows(full.applicationId, 'eligibility.viewed');
    expect(row).toMatchObject({ actor: 'staff', staffId: sessions.approver.staffId, ip: IP });
  });
});

describe('GET /backoffice/cases/:id/documents', () => {
  it('lists every version, current first in each slot, with type, size and no mark yet', async () => {
    const res = await get(`/cases/${full.applicationId}/documents`, sessions.reviewer);
    expect(res.statusCode).toBe(200);
    const list = res.json().documents as Record<string, unknown>[];
    expect(list).toHaveLength(6);
    expect(list.map((d) => [d.kind, d.status])).toEqual([
      ['Registration', 'current'],
      ['Registration', 'superseded'],
      ['CapTable', 'current'],
      ['CapTable', 'superseded'],
      ['FundraisingSummary', 'current'],
      ['FundraisingSummary', 'superseded'],
    ]);
    expect(list[0]).toMatchObject({
      originalName: 'Certificate v2.pdf',
      type: 'pdf',
      mime: 'application/pdf',
      size: PDF.length,
      view: 'pdf',
      available: true,
      mark: null,
    });
    expect(list[2]).toMatchObject({ type: 'png', view: 'image' });
    expect(list[4]).toMatchObject({ type: 'xlsx', view: 'download' });
    expect(Object.keys(list[0])).not.toContain('key');
    expect(res.body).not.toContain('applications/');
    expect(await auditRows(full.applicationId, 'documents.viewed')).toEqual([
      expect.objectContaining({ staffId: sessions.reviewer.staffId, ip: IP }),
    ]);
  });
});

describe('GET /backoffice/cases/:id/documents/:documentId/content', () => {
  const byKind = async (kind: string) =>
    (await documentRows(full.applicationId)).find((d) => d.kind === kind && d.status === 'current')!;

  it('streams a PDF inline, as its detected type, sandboxed, never cached; audited as document.viewed', async () => {
    const doc = await byKind('Registration');
    const res = await get(`/cases/${full.applicationId}/documents/${doc.id}/content`, sessions.reviewer);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="Certificate v2.pdf"; filename*=UTF-8''Certificate%20v2.pdf`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'cache-control': 'private, no-store',
    });
    expect(CONTENT_SECURITY_POLICY).toBe("sandbox; default-src 'none'");
    const rows = await auditRows(full.applicationId, 'document.viewed');
    expect(rows.at(-1)).toMatchObject({ staffId: sessions.reviewer.staffId, ip: IP });
    expect(rows.at(-1)!.detail).toMatchObject({ documentId: doc.id });
  });

  it('shows an image inline under a harmless file name', async () => {
    const doc = await byKind('CapTable');
    const res = await get(`/cases/${full.applicationId}/documents/${doc.id}/content`, sessions.approver);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition.startsWith('inline; filename="')).toBe(true);
    expect(disposition).not.toMatch(/[\r\n]|\.\.\/|"evil"/);
    expect(safeFileName('../../"evil"\r\nname.png', 'image/png')).toBe('evil_name.png');
  });

  it('answers an Office file as a download (attachment); audited as document.downloaded', async () => {
    const doc = await byKind('FundraisingSummary');
    const res = await get(`/cases/${full.applicationId}/documents/${doc.id}/content`, sessions.reviewer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Fundraising\.xlsx"/);
    expect(res.rawPayload.equals(XLSX_FILE)).toBe(true);
    const rows = await auditRows(full.applicationId, 'document.downloaded');
    expect(rows.at(-1)!.detail).toMatchObject({ documentId: doc.id });
  });

  it('answers 404 for a document of another case, and 409 when the stored file is not the one recorded', async () => {
    const doc = await byKind('Registration');
    const other = await get(`/cases/${csvCase.applicationId}/documents/${doc.id}/content`, sessions.reviewer);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ details: { error: DOCUMENT_MESSAGES.notFound } });

    const old = (await documentRows(full.applicationId)).find(
      (d) => d.kind === 'Registration' && d.status === 'superseded',
    )!;
    await t.app.storage.put(old.key, Buffer.from('%PDF-1.7 replaced'), { contentType: 'application/pdf' });
    const replaced = await get(`/cases/${full.applicationId}/documents/${old.id}/content`, sessions.reviewer);
    expect(replaced.statusCode).toBe(409);
    await t.app.storage.delete(old.key);
    const gone = await get(`/cases/${full.applicationId}/documents/${old.id}/content`, sessions.reviewer);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ details: { error: DOCUMENT_MESSAGES.gone } });
  });
});

describe('PUT /backoffice/cases/:id/documents/:documentId/mark', () => {
  it('marks, shows the mark to every reviewer, clears it, and audits each change', async () => {
    const doc = (await documentRows(full.applicationId)).find(
      (d) => d.kind === 'CapTable' && d.status === 'current',
    )!;
    const marked = await putMark(full.applicationId, doc.id, 'needs_reupload', sessions.reviewer);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      id: doc.id,
      mark: {
        mark: 'needs_reupload',
        by: { id: sessions.reviewer.staffId, email: 'reviewer@provider.example' },
      },
    });

    const seen = await get(`/cases/${full.applicationId}/documents`, sessions.approver);
    const listed = (seen.json().documents as { id: number; mark: unknown }[]).find((d) => d.id === doc.id);
    expect(listed?.mark).toMatchObject({ mark: 'needs_reupload' });

    const changed = await putMark(full.applicationId, doc.id, 'accepted', sessions.approver);
    expect(changed.json().mark).toMatchObject({ mark: 'accepted', by: { id: sessions.approver.staffId } });
    const cleared = await putMark(full.applicationId, doc.id, null, sessions.approver);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().mark).toBeNull();

    const rows = await auditRows(full.applicationId, 'document.marked');
    expect(rows.map((r) => [r.staffId, r.ip, r.detail.mark])).toEqual([
      [sessions.reviewer.staffId, IP, 'needs_reupload'],
      [sessions.approver.staffId, IP, 'accepted'],
      [sessions.approver.staffId, IP, null],
    ]);
  });

  it('refuses without the CSRF token, a bad mark, a superseded version and another case’s document', async () => {
    const docs = await documentRows(full.applicationId);
    const current = docs.find((d) => d.status === 'current')!;
    const superseded = docs.find((d) => d.status === 'superseded')!;
    expect(
      (await putMark(full.applicationId, current.id, 'accepted', sessions.reviewer, { csrf: null }))
        .statusCode,
    ).toBe(403);
    expect((await putMark(full.applicationId, current.id, 'approved', sessions.reviewer)).statusCode).toBe(
      400,
    );
    const old = await putMark(full.applicationId, superseded.id, 'accepted', sessions.reviewer);
    expect(old.statusCode).toBe(409);
    expect(old.json()).toEqual({ details: { error: DOCUMENT_MESSAGES.superseded } });
    expect((await putMark(csvCase.applicationId, current.id, 'accepted', sessions.reviewer)).statusCode).toBe(
      404,
    );
  });
});

describe('GET /backoffice/cases/:id/transactions', () => {
  it('describes the provider connection and never answers its key', async () => {
    const res = await get(`/cases/${full.applicationId}/transactions`, sessions.reviewer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      systemType: 'STRIPE',
      skipped: false,
      provider: { system: 'STRIPE', name: 'Stripe', status: 'current', verification: 'skipped' },
      csv: null,
    });
    expect(res.body).not.toContain(SECRET_KEY);
    expect(res.body).not.toContain(SECRET_KEY.slice(8));
    expect(res.body).not.toMatch(/secret|cipher|clientId|"iv"|"tag"/i);
    const [row] = await auditRows(full.applicationId, 'transactions.viewed');
    expect(row).toMatchObject({ staffId: sessions.reviewer.staffId, ip: IP });
  });

  it('answers the CSV import with its mapping and the series in integer minor units', async () => {
    const res = await get(`/cases/${csvCase.applicationId}/transactions`, sessions.approver);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      provider: null,
      csv: {
        size: 2048,
        industry: 'SAAS',
        mapping: { customer_id: 'Customer' },
        series: [
          {
            month: '2026-01',
            revenueMinor: 123_456,
            billingsMinor: 9_999,
            takeMinor: null,
            orders: null,
            activeCustomers: 3,
            newCustomers: 3,
            churnedCustomers: 0,
          },
        ],
      },
    });
  });
});

describe('GET /backoffice/cases/:id/accounting', () => {
  it('describes the OAuth connection, without any token', async () => {
    const res = await get(`/cases/${full.applicationId}/accounting`, sessions.reviewer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ connection: { service: 'xero', status: 'connected' }, upload: null });
    expect(res.body).not.toMatch(/token|secret/i);
    const [row] = await auditRows(full.applicationId, 'accounting.viewed');
    expect(row).toMatchObject({ staffId: sessions.reviewer.staffId, ip: IP });
  });

  it('answers the monthly accounts as stored', async () => {
    const res = await get(`/cases/${csvCase.applicationId}/accounting`, sessions.reviewer);
    expect(res.json()).toEqual({
      connection: null,
      upload: expect.objectContaining({
        fileName: 'P&L 2026.xlsx',
        size: 4096,
        sheet: 'P&L',
        rows: { Dates: 0, Revenues: 1 },
        months: [{ month: '2026-01', revenues: 1000.5, cogs: 200, rnd: null, sm: 5, ga: 6, salaries: 7 }],
      }),
    });
  });
});
