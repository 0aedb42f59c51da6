import { MESSAGES } from '@onboarding/shared/constants';
import { MONTHLY_ROWS } from '@onboarding/shared/schemas';
import { eq } from 'drizzle-orm';
import { accountingConnectionEvents, accountingUploads } from '../../db/schema';
import { EXCEL_MESSAGES } from '../../excel/errors';
import {
  dataUrl,
  manyCellsWorkbook,
  monthlyPnlRows,
  workbookFromRows,
  zipBombWorkbook,
} from '../../excel/test-support';
import {
  ACCOUNTING_RESULT_AUDIENCE,
  loadServiceKey,
  signServiceToken,
} from '../../integration/service-token';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInApplicant, type SignedInApplicant as Seeded } from '../../test/applicant';
import { applicationState } from './test-support';

// Embedded databases and worker threads start here; a busy machine needs the room.
jest.setTimeout(180_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const accounts = workbookFromRows({ 'P&L': monthlyPnlRows(12), Notes: [['Prepared by the finance team']] });
const file = (bytes: Buffer = accounts, name = 'Management accounts.xlsx') => ({
  name,
  content: dataUrl(bytes),
});

const post = (url: string, who: Seeded | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...(who?.auth ?? {}), 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const error = (res: { json(): unknown }) => (res.json() as { details: { error: string } }).details.error;

const mapping = {
  Dates: 'Month',
  Revenues: 'Revenue',
  CoGS: 'Cost of goods sold',
  'R&D': 'Research and development',
  'S&M': 'Sales and marketing',
  'G&A (all others)': 'General and administrative',
  Salaries: 'Salaries',
};

describe('excel-sheets and excel-sheet-rows', () => {
  it('need a session', async () => {
    const res = await post('/api/onboarding/utils/excel-sheets', undefined, { file: file() });
    expect(res.statusCode).toBe(401);
  });

  it('list the sheets and return the first rows of one', async () => {
    const a = await signedInApplicant(t.app, { at: 'transactions' });
    const sheets = await post('/api/onboarding/utils/excel-sheets', a, { file: file() });
    expect(sheets.statusCode).toBe(200);
    expect(sheets.json()).toEqual({ sheets: ['P&L', 'Notes'] });

    const rows = await post('/api/onboarding/utils/excel-sheet-rows', a, { sheetName: 'P&L', file: file() });
    expect(rows.statusCode).toBe(200);
    const body = rows.json() as { rows: unknown[][] };
    expect(body.rows).toHaveLength(8);
    expect(body.rows[1].slice(0, 3)).toEqual(['Month', '2024-01-01', '2024-02-01']);
  });

  it('refuses other file types and oversized files with the spec messages', async () => {
    const a = await signedInApplicant(t.app, { at: 'transactions' });
    const csv = await post('/api/onboarding/utils/excel-sheets', a, { file: file(accounts, 'accounts.csv') });
    expect(csv.statusCode).toBe(400);
    expect(error(csv)).toBe(MESSAGES.monthlyInvalidType);

    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 1);
    const tooBig = await post('/api/onboarding/utils/excel-sheets', a, { file: file(big) });
    expect(tooBig.statusCode).toBe(400);
    expect(error(tooBig)).toBe(MESSAGES.documentTooLarge);

    const far = await post('/api/onboarding/utils/excel-sheets', a, {
      file: {
        name: 'a.xlsx',
        content: `data:application/octet-stream;base64,${'A'.repeat(29 * 1024 * 1024)}`,
      },
    });
    expect(far.statusCode).toBe(413);
    expect(error(far)).toBe(MESSAGES.documentTooLarge);
  });

  it('refuses hostile workbooks with a 4xx and keeps answering', async () => {
    const a = await signedInApplicant(t.app, { at: 'transactions' });
    const malformed = Buffer.concat([accounts.subarray(0, 200), Buffer.alloc(500, 9)]);
    const cases: [Buffer, number, string][] = [
      [malformed, 400, EXCEL_MESSAGES.unreadable],
      [await zipBombWorkbook(256 * 1024 * 1024), 413, EXCEL_MESSAGES.tooLarge],
      [manyCellsWorkbook(1_000_000), 413, EXCEL_MESSAGES.tooManyCells],
    ];
    for (const [bytes, status, message] of cases) {
      const res = await post('/api/onboarding/utils/excel-sheet-rows', a, {
        sheetName: 'Data',
        file: file(bytes),
      });
      expect([res.statusCode, error(res)]).toEqual([status, message]);
    }
    const after = await post('/api/onboarding/utils/excel-sheets', a, { file: file() });
    expect(after.statusCode).toBe(200);
  });

  it('answers every one of an applicant’s concurrent workbooks, never with a 5xx (finding #14.7)', async () => {
    const a = await signedInApplicant(t.app, { at: 'transactions' });
    const calls = await Promise.all(
      [0, 1, 2].map(() => post('/api/onboarding/utils/excel-sheets', a, { file: file() })),
    );
    // One after the other (lib/lanes.ts), a third refused only while two are still in hand.
    for (const res of calls) expect([200, 429]).toContain(res.statusCode);
    expect(calls.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(2);
  });

  it('says which sheet is missing, and refuses a body that is not JSON', async () => {
    const a = await signedInApplicant(t.app, { at: 'transactions' });
    const missing = await post('/api/onboarding/utils/excel-sheet-rows', a, {
      sheetName: 'Budget',
      file: file(),
    });
    expect([missing.statusCode, error(missing)]).toEqual([400, EXCEL_MESSAGES.sheetNotFound]);
    const noSheet = await post('/api/onboarding/utils/excel-sheet-rows', a, { file: file() });
    expect([noSheet.statusCode, error(noSheet)]).toEqual([400, MESSAGES.required]);
    const broken = await post('/api/onboarding/utils/excel-sheets', a, '{"file": {');
    expect(broken.statusCode).toBe(400);
  });
});

describe('accounting-upload', () => {
  const upload = (who: Seeded, mappingData: object, columnMapping: object = {}) =>
    post('/api/onboarding/accounting-upload', who, {
      mappingData: {
        name: 'FY2024 management accounts',
        fileName: 'Management accounts.xlsx',
        file: dataUrl(accounts),
        ...mappingData,
      },
      columnMapping,
    });

  it('stores the workbook and its monthly P&L, and moves the application to PENDING', async () => {
    const a = await signedInApplicant(t.app, { at: 'transactions' });
    const res = await upload(a, { selectedSheet: 'P&L', isMapping: true }, mapping);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, months: 12 });

    const { application, actions } = await applicationState(t.app, a.applicationId);
    expect(application.stage).toBe('PENDING');
    expect(application.stages).toMatchObject({ TRANSACTION: true, ACCOUNTING: true, FINANCIALS: true });
    expect(application.submittedAt).toBeInstanceOf(Date);
    // The review begins, apart from the stage.
    expect(application.reviewStatus).toBe('SUBMITTED');
    expect(actions).toContain('accounting.uploaded');

    const [row] = await t.app.db
      .select()
      .from(accountingUploads)
      .where(eq(accountingUploads.applicationId, a.applicationId));
    expect(row.selectedSheet).toBe('P&L');
    expect(row.columnMapping).toEqual(mapping);
    const series = row.monthlySeries as { months: Record<string, unknown>[] };
    expect(series.months[0]).toEqual({
      month: '2024-01',
      revenues: 1000,
      cogs: 300,
      rnd: 120,
      sm: 90,
      ga: 60,
      salaries: 200,
    });
    expect(series.months[11].month).toBe('2024-12');
    const stored = await t.app.storage.getStream(row.storageKey);
    const chunks: Buffer[] = [];
    for await (const c of stored) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(accounts)).toBe(true);
    expect(row.storageKey.startsWith(`applications/${a.applicationId}/accounting/`)).toBe(true);
  });

  it.each([
    [
      'never answered eligibility',
      'verified',
      'Please complete the eligibility check before connecting your accounting system.',
    ],
    [
      'was turned down',
      'ineligible',
      'Please complete the eligibility check before connecting your accounting system.',
    ],
    ['has not uploaded documents', 'eligible', 'Please upload your documents first.'],
    ['has not connected a transaction system', 'documents', 'Please connect your transaction system first.'],
    ['is already under review', 'submitted', 'Your application is already under review.'],
  ] as const)(
    'refuses an applicant who %s with 409, storing and changing nothing',
    async (_, at, message) => {
      const a = await signedInApplicant(t.app, { at });
      const before = await applicationState(t.app, a.applicationId);
      const res = await upload(a, { selectedSheet: 'P&L', isMapping: true }, mapping);
      expect(res.statusCode).toBe(409);
      expect(error(res)).toBe(message);
      expect(await applicationState(t.app, a.applicationId)).toEqual(before);
      const rows = await t.app.db
        .select()
        .from(accountingUploads)
        .where(eq(accountingUploads.applicationId, a.applicationId));
      expect(rows).toEqual([]);
      // The Excel calls of the step are refused as well, before a worker sees the file.
      const sheets = await post('/api/onboarding/utils/excel-sheets', a, { file: file() });
      expect(sheets.statusCode).toBe(409);
    },
  );

  it('accepts "submit and skip mapping" and stores the workbook without a series', async () => {
    const a = await signedInApplicant(t.app, { at: 'transactions' });
    const res = await upload(a, { selectedSheet: '', isMapping: true });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(accountingUploads)
      .where(eq(accountingUploads.applicationId, a.applicationId));
    expect(row.monthlySeries).toBeNull();
    expect(row.sheetNames).toEqual(['P&L', 'Notes']);
    expect((await applicationState(t.app, a.applicationId)).application.stage).toBe('PENDING');
  });

  it('refuses a sheet of fewer than 8 rows with the spec message, changing nothing', async () => {
    const a = await signedInApplicant(t.app, { at: 'transactions' });
    const res = await upload(a, { selectedSheet: 'Notes', isMapping: true }, mapping);
    expect([res.statusCode, error(res)]).toEqual([400, MESSAGES.monthlyRowsMissing]);
    const rows = await t.app.db
      .select()
      .from(accountingUploads)
      .where(eq(accountingUploads.applicationId, a.applicationId));
    expect(rows).toHaveLength(0);
    const { application } = await applicationState(t.app, a.applicationId);
    expect(application.stage).toBe('ACCOUNTING');
    expect(application.stages.ACCOUNTING).toBeUndefined();
  });

  it('refuses an incomplete mapping with the spec message', async () => {
    const a = await signedInApplicant(t.app, { at: 'transactions' });
    const res = await upload(a, { selectedSheet: 'P&L', isMapping: true }, { ...mapping, Salaries: '' });
    expect([res.statusCode, error(res)]).toEqual([400, MESSAGES.mappingAllRequired]);
    expect(MONTHLY_ROWS).toContain('Salaries');
  });

  it("never touches another applicant's application", async () => {
    const a = await signedInApplicant(t.app, { at: 'transactions' });
    const b = await signedInApplicant(t.app, { at: 'transactions' });
    expect((await upload(a, { selectedSheet: '', isMapping: false })).statusCode).toBe(200);
    expect((await applicationState(t.app, b.applicationId)).application.stage).toBe('ACCOUNTING');
    const bRows = await t.app.db
      .select()
      .from(accountingUploads)
      .where(eq(accountingUploads.applicationId, b.applicationId));
    expect(bRows).toHaveLength(0);
  });
});

describe('POST /api/internal/accounting-result', () => {
  const result = (applicationId: number, over: object = {}) => ({
    resultId: crypto.randomUUID(),
    applicationId,
    service: 'xero',
    status: 'connected',
    occurredAt: new Date().toISOString(),
    ...over,
  });
  const send = async (body: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/internal/accounting-result',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body,
    });
  const serviceToken = async () =>
    signServiceToken(await loadServiceKey(t.config), ACCOUNTING_RESULT_AUDIENCE);

  it('refuses anyone without a service token, an applicant included', async () => {
    const a = await signedInApplicant(t.app, { at: 'transactions' });
    expect((await send(result(a.applicationId))).statusCode).toBe(401);
    expect((await send(result(a.applicationId), a.token)).statusCode).toBe(401);
    const other = await signServiceToken(await loadServiceKey(t.config), 'somewhere-else');
    expect((await send(result(a.applicationId), other)).statusCode).toBe(401);
    expect((await applicationState(t.app, a.applicationId)).application.stage).toBe('ACCOUNTING');
  });

  it('marks ACCOUNTING done once, however often the outcome is delivered', async () => {
    const a = await signedInApplicant(t.app, { at: 'transactions' });
    const body = result(a.applicationId);
    const token = await serviceToken();
    expect((await send(body, token)).json()).toEqual({ outcome: 'applied' });
    expect((await send(body, token)).json()).toEqual({ outcome: 'duplicate' });
    const { application, actions } = await applicationState(t.app, a.applicationId);
    expect(application.stage).toBe('PENDING');
    expect(application.stages.ACCOUNTING).toBe(true);
    expect(application.accountingStep).toEqual([{ status: 'connected', service: 'xero' }]);
    expect(actions.filter((x) => x === 'accounting.connected')).toHaveLength(1);
  });

  it('refuses an outcome the journey does not allow (no transaction system yet, or submitted), changing nothing', async () => {
    const token = await serviceToken();
    for (const at of ['verified', 'ineligible', 'documents', 'submitted'] as const) {
      const a = await signedInApplicant(t.app, { at });
      const before = (await applicationState(t.app, a.applicationId)).application;
      for (const status of ['connected', 'access_denied']) {
        const res = await send(result(a.applicationId, { status }), token);
        expect([at, status, res.json()]).toEqual([at, status, { outcome: 'refused' }]);
      }
      const after = await applicationState(t.app, a.applicationId);
      expect(after.application).toEqual(before);
      expect(after.actions).toContain('accounting.outcome_refused');
    }
  });

  it('records a denial for the /accounting modal, and ignores an outcome older than the last', async () => {
    const a = await signedInApplicant(t.app, { at: 'transactions' });
    const token = await serviceToken();
    const later = result(a.applicationId, {
      status: 'access_denied',
      service: 'sage',
      reason: 'access_denied',
    });
    expect((await send(later, token)).json()).toEqual({ outcome: 'applied' });
    const earlier = result(a.applicationId, { occurredAt: new Date(Date.now() - 60_000).toISOString() });
    expect((await send(earlier, token)).json()).toEqual({ outcome: 'stale' });
    const { application } = await applicationState(t.app, a.applicationId);
    expect(application.accountingStep).toEqual([{ status: 'access_denied', service: 'sage' }]);
    expect(application.stage).toBe('ACCOUNTING');
    const events = await t.app.db
      .select()
      .from(accountingConnectionEvents)
      .where(eq(accountingConnectionEvents.applicationId, a.applicationId));
    expect(events).toHaveLength(2);
  });

  it('answers 404 for an unknown application and 400 for a malformed body', async () => {
    const token = await serviceToken();
    expect((await send(result(999_999), token)).statusCode).toBe(404);
    expect((await send({ applicationId: 'x' }, token)).statusCode).toBe(400);
  });
});
