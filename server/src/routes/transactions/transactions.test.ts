import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { applications, auditLog, providerCredentials, transactionImports, uploads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import {
  FAKE_CREDENTIALS,
  FAKE_REJECTED_CREDENTIALS,
  startFakeProviders,
  type FakeProviders,
} from '../../transactions/fake-providers';
import { credentialAad, PROVIDER_REJECTED, PROVIDER_UNAVAILABLE } from '../../transactions/connect-provider';
import { JOURNEY_MESSAGES } from '../../lifecycle/journey';
import { UPLOAD_CHANGED, UPLOAD_NOT_FOUND } from './custom-upload';
import {
  APPLICANT_NAME,
  eligibilityAnswers,
  signedInApplicant,
  type SignedInApplicant as Applicant,
} from '../../test/applicant';
import { uploadCsv } from './test-support';

/*
 * The real app (PGlite, or PostgreSQL with TEST_DATABASE_URL) with PROVIDER_VERIFY=live against the local fake
 * providers, files through the real direct-upload path and local storage.
 */

const PROVIDER_ENV = ['PROVIDER_VERIFY', 'STRIPE_API_URL', 'PAYPAL_API_URL', 'TAP_API_URL'] as const;

let t: TestApp;
let fake: FakeProviders;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  fake = await startFakeProviders();
  // The plugin reads these from the environment (config.ts does not carry them).
  for (const name of PROVIDER_ENV) {
    saved[name] = process.env[name];
    process.env[name] = fake.env[name];
  }
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
  for (const name of PROVIDER_ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const patch = (who: Applicant, transactions_step: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/onboarding/onboarding-update',
    headers: who.auth,
    payload: { transactions_step } as object,
  });

const checkUser = (who: Applicant) =>
  t.app.inject({ method: 'GET', url: '/api/onboarding/check-user', headers: who.auth }).then((r) => r.json());

async function application(who: Applicant) {
  const [row] = await t.app.db.select().from(applications).where(eq(applications.id, who.applicationId));
  return row;
}

const credentialsOf = (who: Applicant) =>
  t.app.db.select().from(providerCredentials).where(eq(providerCredentials.applicationId, who.applicationId));

const importsOf = (who: Applicant) =>
  t.app.db.select().from(transactionImports).where(eq(transactionImports.applicationId, who.applicationId));

const auditOf = (who: Applicant, action: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.applicationId, who.applicationId), eq(auditLog.action, action)));

describe('PATCH onboarding-update { transactions_step }', () => {
  it('verifies Stripe credentials with the provider, stores them encrypted, and moves on to ACCOUNTING', async () => {
    const who = await signedInApplicant(t.app, { at: 'documents' });
    const secretKey = FAKE_CREDENTIALS.stripe.secretKey;
    const res = await patch(who, { systemName: 'stripe', secretKey });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: APPLICANT_NAME,
      email: expect.stringContaining('@example.com'),
      eligibility_step: eligibilityAnswers(),
      transactions_step: { systemType: 'STRIPE', systemName: 'Stripe' },
    });
    expect(res.body).not.toContain(secretKey);
    expect(fake.calls.at(-1)).toEqual({ provider: 'stripe', accepted: true });

    const status = await checkUser(who);
    expect(status.stage).toBe('ACCOUNTING');
    expect(status.stages_lists).toEqual([
      { CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true, TRANSACTION: true },
    ]);
    expect(status.transactions_step).toEqual({ systemType: 'STRIPE', systemName: 'Stripe' });
    expect(JSON.stringify(status)).not.toContain(secretKey);

    const [row] = await credentialsOf(who);
    expect(row).toMatchObject({ provider: 'stripe', verification: 'live', status: 'current' });
    expect(row.verifiedAt).toBeInstanceOf(Date);
    expect(await auditOf(who, 'transactions.provider_connected')).toHaveLength(1);
  });

  it('keeps secrets encrypted in the database: no column holds them, and only the right row’s key opens them', async () => {
    const who = await signedInApplicant(t.app, { at: 'documents' });
    const { clientId, secretKey } = FAKE_CREDENTIALS.paypal;
    const res = await patch(who, { systemName: 'PAYPAL', clientId, secretKey });
    expect(res.statusCode).toBe(200);
    expect(res.json().transactions_step).toEqual({ systemType: 'PAYPAL', systemName: 'PayPal' });

    // Everything the database holds for this application, as text.
    const dump = JSON.stringify({
      credentials: await credentialsOf(who),
      application: await application(who),
      audit: await t.app.db.select().from(auditLog).where(eq(auditLog.applicationId, who.applicationId)),
    });
    expect(dump).not.toContain(secretKey);
    expect(dump).not.toContain(clientId);
    expect(dump).not.toContain(Buffer.from(secretKey).toString('base64'));

    const [row] = await credentialsOf(who);
    const box = t.app.transactions.box;
    const sealed = (c: string | null, iv: string | null, tag: string | null) => ({
      ciphertext: c!,
      iv: iv!,
      tag: tag!,
      keyVersion: row.keyVersion,
    });
    const secret = sealed(row.secretCiphertext, row.secretIv, row.secretTag);
    expect(box.open(secret, credentialAad(who.applicationId, 'paypal', 'secret'))).toBe(secretKey);
    expect(
      box.open(
        sealed(row.clientIdCiphertext, row.clientIdIv, row.clientIdTag),
        credentialAad(who.applicationId, 'paypal', 'client_id'),
      ),
    ).toBe(clientId);
    // Copied into another application's row, the ciphertext does not open.
    expect(() => box.open(secret, credentialAad(who.applicationId + 1, 'paypal', 'secret'))).toThrow();
  });

  it('refuses credentials the provider rejects, storing nothing and leaving the stage as it was', async () => {
    for (const [systemName, creds] of [
      ['stripe', FAKE_REJECTED_CREDENTIALS.stripe],
      ['tap', FAKE_REJECTED_CREDENTIALS.tap],
      ['paypal', FAKE_REJECTED_CREDENTIALS.paypal],
    ] as const) {
      const who = await signedInApplicant(t.app, { at: 'documents' });
      const res = await patch(who, { systemName, ...creds });
      expect([systemName, res.statusCode, res.json()]).toEqual([
        systemName,
        400,
        { details: { error: PROVIDER_REJECTED } },
      ]);
      expect(res.body).not.toContain(creds.secretKey);
      expect(await credentialsOf(who)).toEqual([]);
      const row = await application(who);
      expect(row.stage).toBe('TRANSACTION');
      expect(row.transactionsStep).toBeNull();
      expect(row.stages.TRANSACTION).toBeUndefined();
    }
  });

  it('answers 502 when the provider cannot be reached, without blaming the key', async () => {
    const who = await signedInApplicant(t.app, { at: 'documents' });
    fake.failNext('tap', 503);
    const res = await patch(who, { systemName: 'TAP', secretKey: FAKE_CREDENTIALS.tap.secretKey });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ details: { error: PROVIDER_UNAVAILABLE } });
    expect(await credentialsOf(who)).toEqual([]);
  });

  it('validates with the spec’s messages before asking the provider', async () => {
    const who = await signedInApplicant(t.app, { at: 'documents' });
    const calls = fake.calls.length;
    const cases: [unknown, string][] = [
      [{ systemName: 'stripe', secretKey: 'sk_test_0123456789012345678901234567' }, 'Invalid Secret Key'],
      [{ systemName: 'tap', secretKey: 'sk_live_short' }, 'Invalid Secret Key'],
      [
        { systemName: 'paypal', secretKey: FAKE_CREDENTIALS.paypal.secretKey, clientId: 'too-short' },
        'Invalid Client ID',
      ],
      [
        { systemName: 'paypal', secretKey: 'short', clientId: FAKE_CREDENTIALS.paypal.clientId },
        'Invalid Secret Key',
      ],
      [
        { systemName: 'square', secretKey: FAKE_CREDENTIALS.stripe.secretKey },
        'Value is not one of the allowed options',
      ],
      [{ secretKey: FAKE_CREDENTIALS.stripe.secretKey }, 'Value is required'],
      ['sk_live_x', 'transactions_step must be an object.'],
    ];
    for (const [step, message] of cases) {
      const res = await patch(who, step);
      expect([step, res.statusCode, res.json()]).toEqual([step, 400, { details: { error: message } }]);
    }
    expect(fake.calls.length).toBe(calls);
    expect(await credentialsOf(who)).toEqual([]);
  });

  it('refuses an applicant who has not passed the eligibility check', async () => {
    const who = await signedInApplicant(t.app, { at: 'verified' });
    const res = await patch(who, { systemName: 'stripe', secretKey: FAKE_CREDENTIALS.stripe.secretKey });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ details: { error: JOURNEY_MESSAGES.eligibilityFirst('transactions') } });
  });

  it('requires a session', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/onboarding/onboarding-update',
      payload: { transactions_step: { systemName: 'stripe', secretKey: FAKE_CREDENTIALS.stripe.secretKey } },
    });
    expect(res.statusCode).toBe(401);
  });

  it('a new connection supersedes the previous one and erases its secret; a later stage is kept', async () => {
    const who = await signedInApplicant(t.app, { at: 'transactions' });
    expect((await patch(who, { systemName: 'stripe', ...FAKE_CREDENTIALS.stripe })).statusCode).toBe(200);
    expect((await patch(who, { systemName: 'tap', ...FAKE_CREDENTIALS.tap })).statusCode).toBe(200);
    const rows = await credentialsOf(who);
    const stripe = rows.find((r) => r.provider === 'stripe')!;
    const tap = rows.find((r) => r.provider === 'tap')!;
    expect(stripe).toMatchObject({
      status: 'superseded',
      secretCiphertext: null,
      secretIv: null,
      secretTag: null,
    });
    expect(tap.status).toBe('current');
    expect((await application(who)).stage).toBe('ACCOUNTING');
    expect((await checkUser(who)).transactions_step).toEqual({ systemType: 'TAP', systemName: 'Tap' });
  });

  it('refuses a connection once the application is submitted for review, and changes nothing', async () => {
    const who = await signedInApplicant(t.app, { at: 'submitted' });
    const before = await application(who);
    const res = await patch(who, { systemName: 'stripe', ...FAKE_CREDENTIALS.stripe });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ details: { error: JOURNEY_MESSAGES.underReview } });
    expect(await application(who)).toEqual(before);
    expect(await credentialsOf(who)).toEqual([]);
  });

  it('refuses a connection before the documents are uploaded, and changes nothing', async () => {
    const who = await signedInApplicant(t.app, { at: 'eligible' });
    const res = await patch(who, { systemName: 'stripe', ...FAKE_CREDENTIALS.stripe });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ details: { error: JOURNEY_MESSAGES.documentsFirst } });
    expect((await application(who)).stage).toBe('ELIGIBLE');
    expect(await credentialsOf(who)).toEqual([]);
  });
});

const SAAS_CSV = [
  'Customer,Amount,Start date,Billing period,Plan',
  'acme,1200,2024-01-15,12,enterprise',
  'beta,100,2024-02-01,monthly,basic',
  'beta,100,2024-03-01,monthly,basic',
  'gamma,300,2024-03-10,3,team',
  'delta,oops,2024-03-11,1,basic',
  '',
].join('\n');

const SAAS_MAPPING = {
  customer_id: 'Customer',
  amount: 'Amount',
  start_date: 'Start date',
  period: 'Billing period',
};

const customUpload = (
  who: Applicant,
  payload: Record<string, unknown>,
  url = '/api/onboarding/custom-upload',
) => t.app.inject({ method: 'POST', url, headers: who.auth, payload });

const saasPayload = (timestamp: string, overrides: Record<string, unknown> = {}) => ({
  version: '1.0',
  col_mapping: SAAS_MAPPING,
  industry: 'SAAS',
  calculation_metod: 'No refund',
  system_name: 'Chargebee export',
  skip_validation: false,
  timestamp,
  ...overrides,
});

describe('POST custom-upload', () => {
  it('stores the mapping and the monthly series, reports unreadable rows, and moves on to ACCOUNTING', async () => {
    const who = await signedInApplicant(t.app, { at: 'documents' });
    const timestamp = await uploadCsv(t.app, who, SAAS_CSV);
    const res = await customUpload(who, saasPayload(timestamp));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'stored',
      transactions_step: { systemType: 'OTHER', systemName: 'Chargebee export', industry: 'SAAS' },
      months: 3,
      first_month: '2024-01',
      last_month: '2024-03',
      customers: 3,
      rows_read: 5,
      rows_rejected: 1,
      rejected_by_kind: { amount: 1 },
      rejected_samples: [{ row: 6, reason: 'Invalid amount "oops"' }],
    });

    const [row] = await importsOf(who);
    expect(row).toMatchObject({
      industry: 'SAAS',
      method: 'No refund',
      systemName: 'Chargebee export',
      mapping: SAAS_MAPPING,
      uploadTimestamp: timestamp,
      dateOrder: 'MDY',
      rowsRead: 5,
      rowsRejected: 1,
      status: 'current',
    });
    expect(row.series).toEqual([
      {
        month: '2024-01',
        mrr: 100,
        billings: 1200,
        active_customers: 1,
        new_customers: 1,
        churned_customers: 0,
      },
      {
        month: '2024-02',
        mrr: 200,
        billings: 100,
        active_customers: 2,
        new_customers: 1,
        churned_customers: 0,
      },
      {
        month: '2024-03',
        mrr: 300,
        billings: 400,
        active_customers: 3,
        new_customers: 1,
        churned_customers: 0,
      },
    ]);

    const status = await checkUser(who);
    expect(status.stage).toBe('ACCOUNTING');
    expect(status.stages_lists[0].TRANSACTION).toBe(true);
    expect(status.transactions_step).toEqual({ systemType: 'OTHER', systemName: 'Chargebee export' });
    expect(await auditOf(who, 'transactions.csv_imported')).toHaveLength(1);
  });

  it('takes the narrow-screen keys and a marketplace file with percentage takes', async () => {
    const who = await signedInApplicant(t.app, { at: 'documents' });
    const csv = 'order_date;buyer;total;fee\n05/01/2024;u1;100;10%\n20/01/2024;u2;50;5\n02/02/2024;u1;10;1\n';
    const timestamp = await uploadCsv(t.app, who, csv);
    const res = await customUpload(who, {
      ...saasPayload(timestamp),
      industry: 'MARKETPLACE',
      calculation_metod: 'Standard',
      col_mapping: { 'Unique customer ID': 'buyer', date: 'order_date', GVM: 'total', takeRate: 'fee' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await importsOf(who);
    expect(row.mapping).toEqual({ customer_id: 'buyer', date: 'order_date', gmv: 'total', take: 'fee' });
    expect(row.dateOrder).toBe('DMY');
    expect(row.series).toEqual([
      {
        month: '2024-01',
        gmv: 150,
        take: 15,
        orders: 2,
        active_customers: 2,
        new_customers: 2,
        churned_customers: 0,
      },
      {
        month: '2024-02',
        gmv: 10,
        take: 1,
        orders: 1,
        active_customers: 1,
        new_customers: 0,
        churned_customers: 1,
      },
    ]);
  });

  it('refuses another applicant’s upload, and stores nothing for either', async () => {
    const owner = await signedInApplicant(t.app, { at: 'documents' });
    const intruder = await signedInApplicant(t.app, { at: 'documents' });
    const timestamp = await uploadCsv(t.app, owner, SAAS_CSV);
    for (const url of ['/api/onboarding/custom-upload', '/api/onboarding/utils/check']) {
      const res = await customUpload(intruder, saasPayload(timestamp), url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ details: { error: UPLOAD_NOT_FOUND } });
    }
    expect(await importsOf(intruder)).toEqual([]);
    expect(await importsOf(owner)).toEqual([]);
    expect((await application(intruder)).transactionsStep).toBeNull();
    // The owner can still use it.
    expect((await customUpload(owner, saasPayload(timestamp))).statusCode).toBe(200);
  });

  it('refuses a timestamp that names no upload', async () => {
    const who = await signedInApplicant(t.app, { at: 'documents' });
    const res = await customUpload(who, saasPayload('1700000000000'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ details: { error: UPLOAD_NOT_FOUND } });
  });

  it('refuses a mapping that does not match the file, with a clear message', async () => {
    const who = await signedInApplicant(t.app, { at: 'documents' });
    const timestamp = await uploadCsv(t.app, who, SAAS_CSV);
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { col_mapping: { ...SAAS_MAPPING, amount: 'Price' } },
        { error: 'The column mapping does not match the uploaded file.', missing_columns: ['Price'] },
      ],
      [
        { col_mapping: { ...SAAS_MAPPING, start_date: 'Date' } },
        { error: 'Invalid Date column not found', column: 'start_date', header: 'Date' },
      ],
      [
        { col_mapping: { ...SAAS_MAPPING, period: '' } },
        { error: 'All fields are required. Please fill them out.' },
      ],
      [{ col_mapping: { ...SAAS_MAPPING, period: 'Amount' } }, { error: 'A column can be chosen only once' }],
      [{ calculation_metod: 'Standard' }, { error: 'Value is not one of the allowed options' }],
      [{ version: '2.0' }, { error: 'Value is not one of the allowed options' }],
    ];
    for (const [overrides, details] of cases) {
      const res = await customUpload(who, saasPayload(timestamp, overrides));
      expect([overrides, res.statusCode, res.json()]).toEqual([overrides, 400, { details }]);
    }
    expect(await importsOf(who)).toEqual([]);
    expect((await application(who)).stage).toBe('TRANSACTION');
  });

  it('refuses broken files with clear 4xx answers', async () => {
    const who = await signedInApplicant(t.app, { at: 'documents' });
    const cases: [string | Buffer, string][] = [
      ['\n\n', 'The CSV file is empty.'],
      ['Customer,Amount,Start date,Billing period\n', 'The CSV file is empty.'],
      ['Customer,Amount,Start date\nacme,1,2024-01-01\n', 'Uploaded file should contain at least 4 columns'],
      [
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]),
        'The uploaded file is not a readable CSV text file.',
      ],
      [
        'Customer,Amount,Start date,Billing period\nacme,abc,2024-01-01,1\nbeta,1,2024-01-01,never\n',
        'None of the rows of the uploaded file could be read.',
      ],
    ];
    for (const [content, message] of cases) {
      const timestamp = await uploadCsv(t.app, who, content);
      const res = await customUpload(who, saasPayload(timestamp));
      expect([String(content).slice(0, 30), res.statusCode, res.json().details.error]).toEqual([
        String(content).slice(0, 30),
        400,
        message,
      ]);
    }
    expect(await importsOf(who)).toEqual([]);
  });

  it('lists unreadable dates unless skip_validation, then counts those rows instead', async () => {
    const who = await signedInApplicant(t.app, { at: 'documents' });
    const csv = `${SAAS_CSV}zeta,10,,1,x\neta,10,next week,1,x\n`;
    const timestamp = await uploadCsv(t.app, who, csv);
    const refused = await customUpload(who, saasPayload(timestamp));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      details: {
        error:
          "We have detected some errors in the 'Date' column during the mapping process: Empty field, next week",
        invalid_values: ['Empty field', 'next week'],
        column_problems: [
          {
            field: 'start_date',
            count: 2,
            rows: [
              { row: 7, value: '' },
              { row: 8, value: 'next week' },
            ],
          },
        ],
      },
    });
    expect(await importsOf(who)).toEqual([]);

    const accepted = await customUpload(who, saasPayload(timestamp, { skip_validation: true }));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      rows_read: 7,
      rows_rejected: 3,
      rejected_by_kind: { amount: 1, date: 2 },
      rejected_samples: [
        { row: 6, reason: 'Invalid amount "oops"' },
        { row: 7, reason: 'Empty date' },
        { row: 8, reason: 'Invalid date "next week"' },
      ],
    });
    const [row] = await importsOf(who);
    expect(row.skipValidation).toBe(true);
  });

  it('utils/check gives the same figures and stores nothing', async () => {
    const who = await signedInApplicant(t.app, { at: 'documents' });
    const timestamp = await uploadCsv(t.app, who, SAAS_CSV);
    const res = await customUpload(who, saasPayload(timestamp), '/api/onboarding/utils/check');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'valid', months: 3, rows_read: 5, rows_rejected: 1 });
    expect(await importsOf(who)).toEqual([]);
    expect((await application(who)).stage).toBe('TRANSACTION');
  });

  it('reads a file once for utils/check and the custom-upload that follows', async () => {
    const who = await signedInApplicant(t.app, { at: 'documents' });
    const timestamp = await uploadCsv(t.app, who, SAAS_CSV);
    const storage = t.app.storage;
    const original = storage.getStream.bind(storage);
    const reads: string[] = [];
    storage.getStream = (key, opts) => {
      reads.push(key);
      return original(key, opts);
    };
    try {
      for (let i = 0; i < 3; i++) {
        const check = await customUpload(who, saasPayload(timestamp), '/api/onboarding/utils/check');
        expect(check.json()).toMatchObject({ status: 'valid', months: 3 });
      }
      expect((await customUpload(who, saasPayload(timestamp))).json()).toMatchObject({
        status: 'stored',
        months: 3,
      });
      // The head, then the whole file: once.
      expect(reads).toHaveLength(2);
    } finally {
      storage.getStream = original;
    }
  });

  it('refuses a file replaced after it was checked: an upload link used twice', async () => {
    const who = await signedInApplicant(t.app, { at: 'documents' });
    const timestamp = await uploadCsv(t.app, who, SAAS_CSV);
    const check = await customUpload(who, saasPayload(timestamp), '/api/onboarding/utils/check');
    expect(check.json()).toMatchObject({ status: 'valid', months: 3 });
    // What a second POST with the same S3 form does: the same key, another content of the same size.
    const [row] = await t.app.db
      .select({ key: uploads.key })
      .from(uploads)
      .where(and(eq(uploads.applicationId, who.applicationId), eq(uploads.timestamp, timestamp)));
    await t.app.storage.put(row!.key, Buffer.from(SAAS_CSV.replace(/1/g, '9')));
    const res = await customUpload(who, saasPayload(timestamp));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ details: { error: UPLOAD_CHANGED } });
    expect(await importsOf(who)).toEqual([]);
  });

  it('a CSV import replaces a connected provider (its secret erased), and a new import the older one', async () => {
    const who = await signedInApplicant(t.app, { at: 'documents' });
    expect((await patch(who, { systemName: 'stripe', ...FAKE_CREDENTIALS.stripe })).statusCode).toBe(200);
    const first = await uploadCsv(t.app, who, SAAS_CSV);
    expect((await customUpload(who, saasPayload(first))).statusCode).toBe(200);
    const second = await uploadCsv(t.app, who, SAAS_CSV);
    expect((await customUpload(who, saasPayload(second, { system_name: 'Recurly' }))).statusCode).toBe(200);

    const [credentials] = await credentialsOf(who);
    expect(credentials).toMatchObject({ status: 'superseded', secretCiphertext: null });
    const imports = await importsOf(who);
    expect(imports.map((i) => [i.uploadTimestamp, i.status]).sort()).toEqual(
      [
        [first, 'superseded'],
        [second, 'current'],
      ].sort(),
    );
    expect((await checkUser(who)).transactions_step).toEqual({ systemType: 'OTHER', systemName: 'Recurly' });
  });

  it('requires a session and an eligible applicant', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/custom-upload',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const who = await signedInApplicant(t.app, { at: 'verified' });
    const res = await customUpload(who, saasPayload('1'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ details: { error: JOURNEY_MESSAGES.eligibilityFirst('transactions') } });
  });
});

describe('embedded default: PROVIDER_VERIFY=skip', () => {
  it('says so once at start and on each save, stores the credentials as unverified, and never logs a secret', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    for (const name of PROVIDER_ENV) delete process.env[name];
    let skip: TestApp | undefined;
    try {
      skip = await createTestApp({}, { logStream });
    } finally {
      for (const name of PROVIDER_ENV) process.env[name] = fake.env[name];
    }
    try {
      expect(lines.filter((l) => l.includes('PROVIDER_VERIFY=skip'))).toHaveLength(1);
      const who = await signedInApplicant(skip.app, { at: 'documents' });
      const calls = fake.calls.length;
      const secretKey = FAKE_REJECTED_CREDENTIALS.stripe.secretKey;
      const res = await skip.app.inject({
        method: 'PATCH',
        url: '/api/onboarding/onboarding-update',
        headers: who.auth,
        payload: { transactions_step: { systemName: 'stripe', secretKey } },
      });
      expect(res.statusCode).toBe(200);
      expect(fake.calls.length).toBe(calls);
      const [row] = await skip.app.db
        .select()
        .from(providerCredentials)
        .where(eq(providerCredentials.applicationId, who.applicationId));
      expect(row).toMatchObject({ verification: 'skipped', verifiedAt: null });
      expect(lines.filter((l) => l.includes('provider verification skipped'))).toHaveLength(1);
      expect(lines.join('\n')).not.toContain(secretKey);
      expect(lines.join('\n')).not.toContain(secretKey.slice(8));
    } finally {
      await skip?.close();
    }
  }, 60_000);
});
