import { count, eq, notInArray } from 'drizzle-orm';
import crypto from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { applications, auditLog } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { startServices, type Services } from '../integration/test-support';
import { signedInApplicant, type JourneyPoint, type SignedInApplicant } from '../test/applicant';
import { listRoutes } from '../test/routes';
import { startOidcProvider, TEST_CLIENT, type TestOidcProvider } from '../staff/test-support/oidc-provider';
import { signedInStaff, submittedCase, type SignedInStaff } from '../test/staff';

// Every call of the API and of the integration service, driven with generated input: valid-looking, boundary and hostile values (NUL and other
// control characters, huge and deeply nested values, prototype keys, wrong types), anonymous and signed in at every
// point of the journey. Whatever a client sends: never a 5xx, never a hang, every refusal in the usual
// { details: { error } } shape, and a refused call changes nothing (no audit entry, the application as it was).
// Bounded: a fixed number of cases per call, so `npm test` stays quick; FUZZ_RUNS raises it for a longer hunt.

const RUNS = Number(process.env.FUZZ_RUNS) || 60;
/** Calls whose work runs in a worker thread started per call in tests: fewer cases. */
const SLOW = /excel-sheet|accounting-upload/;
const ANSWER_WITHIN_MS = 15_000;
const POINTS: JourneyPoint[] = [
  'verified',
  'ineligible',
  'eligible',
  'documents',
  'transactions',
  'submitted',
];

jest.setTimeout(600_000);

let t: TestApp;
let idp: TestOidcProvider;
let routes: { method: string; url: string }[];
/** The back office's callers, signed in once, and the case their `/cases/:id` calls are about. */
const staffCallers: Record<string, SignedInStaff> = {};
let caseId = 1;
beforeAll(async () => {
  // Single sign-on on, against a local provider, so its start and callback do their real work.
  idp = await startOidcProvider({ redirectUri: 'http://localhost:3007/api/backoffice/sso/callback' });
  t = await createTestApp({
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_PER_EMAIL: '100000',
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: TEST_CLIENT.clientId,
    OIDC_CLIENT_SECRET: TEST_CLIENT.clientSecret,
  });
  routes = listRoutes(t.app);
  for (const role of ['reviewer', 'approver', 'admin'] as const)
    staffCallers[role] = await signedInStaff(t.app, role);
  caseId = (await submittedCase(t.app)).applicationId;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u001b[31m',
    '\r\nSet-Cookie: x=1',
    '../../etc/passwd',
    '%00',
    '<script>alert(1)</script>',
    "'; DROP TABLE applications; --",
    '𝕏'.repeat(50),
    'x'.repeat(5000),
    '',
    ' ',
    'null',
    'true',
    '1e309',
    '-1',
    '0x10',
  ),
);
const hostileScalar = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, true, false, null),
);
const FIELDS = [
  'name',
  'email',
  'phone_number',
  'token',
  'token_recaptcha',
  'message',
  'eligibility_step',
  'transactions_step',
  'timestamp',
  'col_mapping',
  'industry',
  'calculation_metod',
  'system_name',
  'version',
  'skip_validation',
  'files',
  'mappingData',
  'columnMapping',
  'draft',
  'businessName',
  'placeOfOperation',
  'resultId',
  'applicationId',
  'status',
  '__proto__',
  'constructor',
  'prototype',
];
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), tie('value'), { maxKeys: 5 }),
  ),
})).value;
/** Deep nesting, as one attack is to make the parser or a validator recurse until it falls over. */
const deep = fc.integer({ min: 50, max: 3000 }).map((depth) => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
});
const body = fc.oneof(
  hostileValue,
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 }),
  deep,
  fc.constantFrom('{"__proto__":{"polluted":true}}', '{"a":', '[]', 'null', '"x"', '{}'),
  fc.integer({ min: 1, max: 400 }).map((kb) => ({ name: 'x'.repeat(kb * 1024) })),
);
/**
 * What each call expects, roughly as the browser sends it: the fuzzer mostly starts from these and replaces one
 * value (at any depth) with a hostile one, which is how a validation gap is found; calls without an example get
 * the random bodies only.
 */
const DATA_URL = 'data:application/pdf;base64,JVBERi0xLjcK';
const EXAMPLES: Record<string, { body?: unknown; query?: Record<string, string> }> = {
  '/oauth/code': {
    body: { secret: { service_name: 'xero', application_id: 1, state: 'from-the-page', token: 'x.y.z' } },
  },
  '/oauth/callback/:provider': { query: { state: 'x'.repeat(43), code: 'abc' } },
  '/api/onboarding/register': {
    body: { name: 'Amina Noor', email: 'a@example.com', phone_number: '+971501234567', token_recaptcha: 'x' },
  },
  '/api/onboarding/resend_email': {
    body: { name: 'Amina Noor', email: 'a@example.com', phone_number: '+971501234567', token_recaptcha: 'x' },
  },
  '/api/onboarding/new-application': {
    body: { name: 'Amina Noor', email: 'a@example.com', phone_number: '+971501234567', token: 'x.y.z' },
  },
  '/api/onboarding/email-token': {
    body: { name: 'Amina Noor', email: 'a@example.com', phone_number: '+971501234567', token: 'x.y.z' },
  },
  '/api/onboarding/help': { body: { email: 'a@example.com', message: 'Help me', token_recaptcha: 'x' } },
  '/api/onboarding/onboarding-update': {
    body: {
      eligibility_step: {
        businessName: 'Noor',
        placeOfOperation: [{ name: 'UAE', code: 'AE' }],
        businessType: [{ name: 'Software', code: 'SAAS' }],
        ARRYearlyRevenue: '1,000,000',
        draft: true,
      },
    },
  },
  '/api/onboarding/utils/check': {
    body: {
      version: '1.0',
      col_mapping: { customer_id: 'c', amount: 'a', start_date: 's', period: 'p' },
      industry: 'SAAS',
      calculation_metod: 'No refund',
      system_name: 'Other',
      skip_validation: false,
      timestamp: '1700000000000',
    },
  },
  '/api/onboarding/financial-upload': {
    body: { files: { Registration: { name: 'a.pdf', content: DATA_URL } } },
  },
  '/api/onboarding/utils/confirm-upload': { query: { timestamp: '1700000000000' } },
  '/api/backoffice/session': {
    body: { email: 'staff@provider.example', password: 'copper kites drift at dawn', code: '123456' },
  },
  '/api/backoffice/enrolment': {
    body: { token: 'x'.repeat(43), password: 'copper kites drift at dawn', code: '123456' },
  },
  '/api/backoffice/staff': { body: { email: 'new@provider.example', role: 'reviewer' } },
  '/api/backoffice/cases/:id/documents/:documentId/mark': { body: { mark: 'needs_reupload' } },
  '/api/backoffice/sso/callback': {
    query: { state: 'x'.repeat(43), code: 'abc', iss: 'http://127.0.0.1:9/' },
  },
  '/api/backoffice/cases': {
    query: {
      status: 'SUBMITTED',
      assignee: 'none',
      q: 'noor',
      minAmount: '1000',
      submittedFrom: '2026-01-01',
    },
  },
  '/api/backoffice/cases/:id/notes': { body: { text: 'Revenue checks out.' } },
  '/api/backoffice/cases/:id/assign': { body: { staffId: null } },
  '/api/backoffice/cases/:id/actions/:action': {
    body: { documents: ['CapTable'], message: 'Please upload it again.', reason: 'OTHER' },
  },
  '/api/backoffice/cases/:id/audit': { query: { limit: '10', before: '100' } },
  '/api/backoffice/cases/:id/offers': {
    body: {
      currency: 'USD',
      asset: { description: 'Cloud servers bought from the vendor' },
      costMinor: 100_000_00,
      profitMinor: 8_000_00,
      tenureMonths: 12,
      schedule: { type: 'revenue_linked', revenueShareBps: 1500, expectedMonthlyRevenueMinor: 90_000_00 },
      // Sound dates (the validity rules pass), so the review rules are what the hostile values meet.
      firstDueDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
      validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      charity: { donationPerLateInstalmentMinor: 50_00 },
    },
  },
  '/api/backoffice/cases/:id/offers/:version/return': { body: { reason: 'The tenure should be 18 months.' } },
  '/api/backoffice/audit': { query: { caseId: '1', staffId: crypto.randomUUID(), limit: '5' } },
  '/api/internal/accounting-result': {
    body: {
      resultId: crypto.randomUUID(),
      applicationId: 1,
      service: 'xero',
      status: 'connected',
      occurredAt: new Date().toISOString(),
    },
  },
};
EXAMPLES['/api/onboarding/custom-upload'] = EXAMPLES['/api/onboarding/utils/check'];
/** The same PATCH carries the transactions step too. */
const TRANSACTIONS_STEP = {
  transactions_step: { systemName: 'stripe', secretKey: `sk_live_${'a'.repeat(32)}` },
};

/** Every path to a value in `value` (objects and arrays), the root included. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const found = [at];
  if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value))
      found.push(...paths(v, [...at, Array.isArray(value) ? Number(k) : k]));
  return found;
}

function replaced(example: unknown, at: (string | number)[], value: unknown): unknown {
  if (at.length === 0) return value;
  const copy = structuredClone(example) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at[at.length - 1]] = value;
  return copy;
}

const valueAt = (example: unknown, at: (string | number)[]) =>
  at.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], example);

const CONTROL = fc.constantFrom(
  '\u202e',
  '\u2067',
  '\u0000',
  '\u0001',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0008',
  '\ud800',
  '\udfff',
);

/** The example as sent, or changed in one place: any value replaced, or a control character slipped in. */
const mutated = (example: unknown) => {
  const all = paths(example);
  const strings = all.filter((at) => typeof valueAt(example, at) === 'string');
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(example) },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom(...all), hostileValue).map(([at, v]) => replaced(example, at, v)),
    },
    {
      // Passes every other check, so it reaches whatever stores or compares the value.
      weight: strings.length ? 4 : 0,
      arbitrary: fc
        .tuple(fc.constantFrom(...(strings.length ? strings : [[]])), CONTROL, fc.nat())
        .map(([at, c, n]) => {
          const text = String(valueAt(example, at));
          const i = n % (text.length + 1);
          return replaced(example, at, text.slice(0, i) + c + text.slice(i));
        }),
    },
  );
};

const QUERY_KEYS = [
  'timestamp',
  'state',
  'code',
  'iss',
  'error',
  'x',
  'token',
  'q',
  'assignee',
  'status',
  'page',
  'pageSize',
];
const query = fc.dictionary(
  fc.constantFrom(...QUERY_KEYS, 'before', 'limit', 'staffId', 'caseId', 'minAmount'),
  hostileText,
  {
    maxKeys: 3,
  },
);
// Mostly signed in: most calls do their real work only for an applicant at the right point of the journey.
const who = fc.oneof(
  { weight: 1, arbitrary: fc.constant<'anonymous'>('anonymous') },
  { weight: 1, arbitrary: fc.constant<'garbage'>('garbage') },
  { weight: 6, arbitrary: fc.constantFrom(...POINTS) },
  // Staff: the back office's calls do their work only for them (applicant tokens open nothing there).
  {
    weight: 3,
    arbitrary: fc.constantFrom<'reviewer' | 'approver' | 'admin'>('reviewer', 'approver', 'admin'),
  },
);

async function state(applicant: SignedInApplicant | null) {
  // A refused staff sign-in is recorded on purpose (failed authentication is audited); nothing else may be.
  const [audits] = await t.app.db
    .select({ n: count() })
    .from(auditLog)
    .where(notInArray(auditLog.action, ['staff.sign-in-refused', 'access.refused']));
  if (!applicant) return { audits: audits.n };
  const [row] = await t.app.db
    .select()
    .from(applications)
    .where(eq(applications.id, applicant.applicationId));
  return { audits: audits.n, application: row };
}

function withinTime<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${ANSWER_WITHIN_MS} ms`)),
      ANSWER_WITHIN_MS,
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

interface Target {
  app: FastifyInstance;
  routes: { method: string; url: string }[];
  /** Where signed-in callers come from (the API's database, which also holds their applications). */
  accounts: FastifyInstance;
  /** What a refused call must leave as it was; none: only the answer is checked. */
  snapshot?: (applicant: SignedInApplicant | null) => Promise<unknown>;
  /** Calls whose refusals are { details: { error } } (an OAuth token endpoint answers in OAuth's own shape). */
  ourErrorShape?: (url: string) => boolean;
}

async function fuzz({ app, routes: targets, accounts, snapshot, ourErrorShape = () => true }: Target) {
  for (const route of targets) {
    await fc.assert(
      fc.asyncProperty(
        who,
        // Mostly the call's own example, changed in one place; sometimes anything at all.
        EXAMPLES[route.url]?.body !== undefined
          ? fc.oneof(
              { weight: 3, arbitrary: mutated(EXAMPLES[route.url].body) },
              {
                weight: route.url.endsWith('onboarding-update') ? 2 : 0,
                arbitrary: mutated(TRANSACTIONS_STEP),
              },
              { weight: 1, arbitrary: body },
            )
          : body,
        EXAMPLES[route.url]?.query
          ? fc.oneof(
              { weight: 3, arbitrary: mutated(EXAMPLES[route.url].query) },
              { weight: 1, arbitrary: query },
            )
          : query,
        fc.boolean(),
        async (caller, payload, params, asText) => {
          const member = caller in staffCallers ? staffCallers[caller] : null;
          const applicant =
            caller === 'anonymous' || caller === 'garbage' || member
              ? null
              : await signedInApplicant(accounts, { at: caller as JourneyPoint });
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (applicant) Object.assign(headers, applicant.auth);
          if (member) Object.assign(headers, { 'x-csrf-token': member.csrf });
          if (caller === 'garbage') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.e30.';
          const before = await snapshot?.(applicant);
          const search =
            params && typeof params === 'object'
              ? new URLSearchParams(
                  Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
                ).toString()
              : '';
          const path = route.url
            .replace(/:provider/, 'xero')
            .replace(/:id\b/, String(caseId))
            .replace(/:documentId\b/, '1')
            .replace(/:version\b/, '1')
            .replace(/:action\b/, 'requestInformation');
          const url = `${path}${search ? `?${search}` : ''}`;
          const res = await withinTime(
            app.inject({
              method: route.method as 'GET',
              url,
              headers,
              ...(member ? { cookies: member.cookies } : {}),
              ...(route.method === 'GET'
                ? {}
                : {
                    payload:
                      typeof payload === 'string' || asText
                        ? String(JSON.stringify(payload))
                        : (payload as object),
                  }),
            }),
            `${route.method} ${route.url}`,
          );
          const what = `${route.method} ${url.slice(0, 120)} as ${caller} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect([what, res.statusCode < 500]).toEqual([what, true]);
          if (
            res.statusCode >= 400 &&
            ourErrorShape(route.url) &&
            String(res.headers['content-type']).includes('application/json')
          ) {
            expect([what, typeof res.json()?.details?.error]).toEqual([what, 'string']);
          }
          if (res.statusCode >= 400 && snapshot) {
            expect([what, await snapshot(applicant)]).toEqual([what, before]);
          }
        },
      ),
      { numRuns: SLOW.test(route.url) ? 3 : RUNS, endOnFailure: true },
    );
  }
}

describe('every call of the API, fuzzed', () => {
  it('lists the calls it fuzzes (a new route is fuzzed without being named here)', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes).toContainEqual({ method: 'PATCH', url: '/api/onboarding/onboarding-update' });
    // Routes Fastify prints nested under another (a longer path beside a shorter one) are found too.
    expect(routes).toContainEqual({
      method: 'PUT',
      url: '/api/backoffice/cases/:id/documents/:documentId/mark',
    });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/backoffice/sessions/revoke-all' });
  });

  it('never answers 5xx, never hangs, and a refused call changes nothing', async () => {
    await fuzz({ app: t.app, routes, accounts: t.app, snapshot: state });
  });
});

describe('every call of the integration service, fuzzed', () => {
  let services: Services;
  beforeAll(async () => {
    services = await startServices();
  }, 120_000);
  afterAll(() => services?.close());

  it('never answers 5xx and never hangs (OAuth code, callbacks, the sandbox)', async () => {
    const targets = listRoutes(services.integration, '/');
    expect(targets).toContainEqual({ method: 'POST', url: '/oauth/code' });
    await fuzz({
      app: services.integration,
      routes: targets,
      accounts: services.api.app,
      ourErrorShape: (url) => !url.startsWith('/oauth/sandbox/token'),
    });
  });
});
