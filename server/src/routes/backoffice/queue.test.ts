import { eq, inArray } from 'drizzle-orm';
import {
  applications,
  auditLog,
  informationRequests,
  offerApprovals,
  offers,
  underwritingResults,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInStaff, staffCall, submittedCase, type SignedInStaff } from '../../test/staff';

// The queue as a reviewer triages it: the suggested facility, the main figure and the flags (by the summary's rule
// file) from the stored underwriting, the last activity, the "applicant replied" badge, the time left only while the
// review's promise runs, sorting by each column (ties by id, empty values last) and the saved views.

jest.setTimeout(120_000);

let t: TestApp;
let reviewer: SignedInStaff;
let otherReviewer: SignedInStaff;
let proposer: SignedInStaff;
let approver: SignedInStaff;
let ids: Record<string, number>;

const MARK = 'quokka';
const day = (d: string) => new Date(`${d}T10:00:00.000Z`);

/** A stored metric in the shape the underwriting stores (the queue's flags read only stored figures of this shape). */
const metric = (kind: string, key: string, value: number | null, months: string[] = []) => ({
  key,
  label: { key: `metric.${kind}.${key}` },
  value,
  unit: key.endsWith('share') || key.endsWith('margin') ? 'ratio' : 'minor',
  formula: { key: `formula.${kind}.${key}` },
  months,
  unavailable: null,
});

/**
 * A stored underwriting result with the pricing guide's suggestion and one figure of the business's kind, with the
 * data up to `lastMonth` and any other metrics (for the flags).
 */
function underwriting(
  caseId: number,
  computedAt: string,
  suggestedMinor: number | null,
  figure: { kind: 'saas' | 'marketplace'; key: string; value: number | null },
  more: {
    metrics?: ReturnType<typeof metric>[];
    grossMargin?: number;
    lastMonth?: string;
    version?: string;
  } = {},
) {
  const months = [more.lastMonth ?? '2026-02'];
  const section = (source: string, kind: string, metrics: ReturnType<typeof metric>[]) => ({
    source,
    kind,
    label: { key: `section.${kind}` },
    notes: [],
    unavailable: null,
    metrics,
    series: [],
  });
  return {
    applicationId: caseId,
    inputsKey: `k-${caseId}-${computedAt}`,
    inputs: {} as never,
    metricsVersion: more.version ?? 'underwriting-2',
    pricingPolicyVersion: 'p1',
    pricingPolicyDigest: 'd',
    computedAt: day(computedAt),
    result: {
      caseId,
      sections: [
        section('accounts', 'accounts', [
          metric('accounts', 'gross_margin', more.grossMargin ?? 0.5, months),
        ]),
        section('transactions_csv', figure.kind, [
          metric(figure.kind, figure.kind === 'saas' ? 'arr' : 'net_revenue', 1, months),
          metric(figure.kind, figure.key, figure.value, months),
          ...(more.metrics ?? []),
        ]),
      ],
      pricing: { suggestedMinor },
    } as never,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  reviewer = await signedInStaff(t.app, 'reviewer');
  otherReviewer = await signedInStaff(t.app, 'reviewer');
  proposer = await signedInStaff(t.app, 'approver');
  approver = await signedInStaff(t.app, 'approver');
  const made = {
    a: await submittedCase(t.app, {
      businessName: 'Quokka Apple',
      requestedAmount: 100000,
      submittedAt: day('2026-03-02'),
    }),
    b: await submittedCase(t.app, {
      businessName: 'Quokka Banana',
      requestedAmount: 300000,
      submittedAt: day('2026-03-03'),
    }),
    c: await submittedCase(t.app, {
      businessName: 'Quokka Cherry',
      requestedAmount: 200000,
      submittedAt: day('2026-03-04'),
    }),
    d: await submittedCase(t.app, {
      businessName: 'quokka date',
      requestedAmount: 200000,
      submittedAt: day('2026-03-01'),
    }),
    e: await submittedCase(t.app, {
      businessName: 'Quokka Elder',
      requestedAmount: 400000,
      submittedAt: day('2026-03-05'),
    }),
  };
  ids = Object.fromEntries(Object.entries(made).map(([k, v]) => [k, v.applicationId]));
  const db = t.app.db;
  // The trail the test writes is the only one: what the applicants did to get here happened "now".
  await db.delete(auditLog).where(inArray(auditLog.applicationId, Object.values(ids)));
  const set = (id: number, values: Partial<typeof applications.$inferInsert>) =>
    db.update(applications).set(values).where(eq(applications.id, id));
  await set(ids.b, { reviewStatus: 'OFFER_PROPOSED', assigneeId: reviewer.id });
  await set(ids.c, { reviewStatus: 'ACCEPTED' });
  await set(ids.d, { reviewStatus: 'IN_REVIEW', assigneeId: otherReviewer.id });
  await set(ids.e, { reviewStatus: 'IN_REVIEW' });

  await db.insert(underwritingResults).values([
    // An older result of a's: the queue shows the latest.
    underwriting(ids.a, '2026-03-02', 1_000_000, { kind: 'saas', key: 'mrr', value: 1 }),
    underwriting(ids.a, '2026-03-03', 8_000_000, { kind: 'saas', key: 'mrr', value: 500_000 }),
    underwriting(
      ids.b,
      '2026-03-03',
      20_000_000,
      { kind: 'marketplace', key: 'gmv', value: 9_000_000 },
      // One customer is 40 % of the revenue, the margin is negative, and the data ended in November.
      {
        metrics: [metric('marketplace', 'largest_customer_share', 0.4)],
        grossMargin: -0.1,
        lastMonth: '2025-11',
      },
    ),
    // e's figures could not be computed: no suggestion, no figure; they are of an older metrics' shape.
    underwriting(
      ids.e,
      '2026-03-06',
      null,
      { kind: 'saas', key: 'mrr', value: null },
      { grossMargin: -1, version: 'underwriting-1' },
    ),
  ]);

  const audit = (id: number, at: string, action: string, staffId: string | null = null) => ({
    applicationId: id,
    actor: staffId ? 'staff' : 'applicant',
    action,
    staffId,
    at: new Date(at),
  });
  await db.insert(auditLog).values([
    audit(ids.b, '2026-03-07T10:00:00Z', 'review.proposeOffer', proposer.id),
    // Reading is no activity.
    audit(ids.b, '2026-03-09T10:00:00Z', 'case.viewed', reviewer.id),
    audit(ids.c, '2026-03-08T10:00:00Z', 'offer.accepted'),
    audit(ids.d, '2026-03-04T10:00:00Z', 'review.requestInformation', reviewer.id),
    audit(ids.d, '2026-03-05T10:00:00Z', 'review.provideInformation'),
    audit(ids.d, '2026-03-05T12:00:00Z', 'case.viewed', reviewer.id),
    audit(ids.d, '2026-03-05T13:00:00Z', 'underwriting.recomputed', reviewer.id),
    audit(ids.e, '2026-03-05T11:00:00Z', 'review.requestInformation', reviewer.id),
    audit(ids.e, '2026-03-05T12:00:00Z', 'review.provideInformation'),
    audit(ids.e, '2026-03-06T10:00:00Z', 'case.note-added', reviewer.id),
  ]);
  await db.insert(informationRequests).values([
    {
      applicationId: ids.d,
      staffId: reviewer.id,
      createdAt: new Date('2026-03-04T10:00:00Z'),
      answeredAt: new Date('2026-03-05T10:00:00Z'),
    },
    {
      applicationId: ids.e,
      staffId: reviewer.id,
      createdAt: new Date('2026-03-05T11:00:00Z'),
      answeredAt: new Date('2026-03-05T12:00:00Z'),
    },
  ]);
  await db.insert(offers).values({
    applicationId: ids.b,
    version: 1,
    status: 'proposed',
    terms: {} as never,
    currency: 'USD',
    costMinor: 100,
    profitMinor: 10,
    salePriceMinor: 110,
    tenureMonths: 12,
    validUntil: '2999-12-31',
    clausesVersion: 'c1',
    requiredApprovals: 1,
    proposedBy: proposer.id,
  });
});
afterAll(() => t?.close());

type Body = { cases: Array<Record<string, unknown> & { id: number }>; total: number };

async function queue(query: Record<string, string>, who = reviewer): Promise<Body> {
  const search = new URLSearchParams({ q: MARK, ...query });
  const res = await staffCall(t.app, who, 'GET', `/api/backoffice/cases?${search}`);
  expect([search.toString(), res.statusCode]).toEqual([search.toString(), 200]);
  return res.json();
}
const names = (body: Body) => body.cases.map((c) => Object.keys(ids).find((k) => ids[k] === c.id));
const row = async (name: string) => (await queue({})).cases.find((c) => c.id === ids[name])!;

describe('the queue’s columns', () => {
  it('shows the latest stored suggestion and the main figure of the business’s kind, or null', async () => {
    expect(await row('a')).toMatchObject({
      suggested: { amountMinor: 8_000_000, currency: 'USD' },
      figure: { key: 'mrr', amountMinor: 500_000, currency: 'USD' },
    });
    expect(await row('b')).toMatchObject({
      suggested: { amountMinor: 20_000_000, currency: 'USD' },
      figure: { key: 'gmv', amountMinor: 9_000_000, currency: 'USD' },
    });
    expect(await row('c')).toMatchObject({ suggested: null, figure: null });
    expect(await row('e')).toMatchObject({ suggested: null, figure: null });
  });

  it('flags each case from its stored figures by the summary’s rule file, most severe first, or leaves them out', async () => {
    // a's figures raise nothing.
    expect((await row('a')).flags).toEqual([]);
    expect((await row('b')).flags).toEqual([
      { code: 'negative_margin', severity: 'critical' },
      { code: 'customer_concentration', severity: 'warning' },
      { code: 'stale_data', severity: 'warning' },
      { code: 'stale_data', severity: 'warning' },
    ]);
    // Never computed, or computed under other metrics' definitions: no flags to show, never a misleading none.
    expect(await row('c')).not.toHaveProperty('flags');
    expect(await row('e')).not.toHaveProperty('flags');
  });

  it('gives the last activity: the latest audited change (views and figures left out), or the submission', async () => {
    expect((await row('a')).lastActivityAt).toBe('2026-03-02T10:00:00.000Z');
    expect((await row('b')).lastActivityAt).toBe('2026-03-07T10:00:00.000Z');
    expect((await row('d')).lastActivityAt).toBe('2026-03-05T10:00:00.000Z');
  });

  it('badges a case whose applicant answered after the team’s last change, not after a mere look', async () => {
    expect((await row('d')).applicantReplied).toBe(true);
    // Answered, then a staff member added a note.
    expect((await row('e')).applicantReplied).toBe(false);
    expect((await row('a')).applicantReplied).toBe(false);
  });

  it('gives the time left only while the review’s promise runs: none on an accepted case', async () => {
    expect((await row('c')).dueAt).toBeNull();
    expect((await row('a')).dueAt).toBe('2026-03-04T10:00:00.000Z');
    expect((await row('b')).dueAt).toBe('2026-03-05T10:00:00.000Z');
  });
});

describe('sorting', () => {
  const emails = () =>
    [reviewer, otherReviewer].sort((x, y) => x.email.toLowerCase().localeCompare(y.email.toLowerCase()));

  it.each([
    ['due', 'asc', ['d', 'a', 'b', 'e', 'c']],
    ['due', 'desc', ['e', 'b', 'a', 'd', 'c']],
    ['business', 'asc', ['a', 'b', 'c', 'd', 'e']],
    ['business', 'desc', ['e', 'd', 'c', 'b', 'a']],
    ['status', 'asc', ['a', 'd', 'e', 'b', 'c']],
    ['status', 'desc', ['c', 'b', 'd', 'e', 'a']],
    // c and d ask the same: the tie goes by id, either way.
    ['requested', 'asc', ['a', 'c', 'd', 'b', 'e']],
    ['requested', 'desc', ['e', 'b', 'c', 'd', 'a']],
    ['suggested', 'asc', ['a', 'b', 'c', 'd', 'e']],
    ['suggested', 'desc', ['b', 'a', 'c', 'd', 'e']],
    ['figure', 'asc', ['a', 'b', 'c', 'd', 'e']],
    ['figure', 'desc', ['b', 'a', 'c', 'd', 'e']],
    ['activity', 'asc', ['a', 'd', 'e', 'b', 'c']],
    ['activity', 'desc', ['c', 'b', 'e', 'd', 'a']],
  ])('sorts by %s %s, empty values last and ties by id', async (sort, dir, expected) => {
    expect(names(await queue({ sort, dir }))).toEqual(expected);
  });

  it('sorts by assignee’s address, the unassigned last', async () => {
    const order = emails().map((s) => (s.id === reviewer.id ? 'b' : 'd'));
    expect(names(await queue({ sort: 'assignee' }))).toEqual([...order, 'a', 'c', 'e']);
    expect(names(await queue({ sort: 'assignee', dir: 'desc' }))).toEqual([
      ...order.reverse(),
      'a',
      'c',
      'e',
    ]);
  });

  it('defaults to the time left, and pages in the sorted order', async () => {
    expect(names(await queue({}))).toEqual(['d', 'a', 'b', 'e', 'c']);
    expect(names(await queue({ sort: 'requested', pageSize: '2', page: '2' }))).toEqual(['d', 'b']);
  });

  it('refuses a sort key or a direction it does not know', async () => {
    for (const query of ['sort=email', 'sort=id;drop', 'dir=up']) {
      const res = await staffCall(t.app, reviewer, 'GET', `/api/backoffice/cases?${query}`);
      expect([query, res.statusCode, typeof res.json().details.error]).toEqual([query, 400, 'string']);
    }
  });
});

describe('saved views', () => {
  it('"Assigned to me": the reader’s cases', async () => {
    expect(names(await queue({ assignee: 'me' }))).toEqual(['b']);
  });

  it('"Awaiting my approval": a version someone else proposed, for an approver who has not approved it', async () => {
    expect(names(await queue({ awaiting: 'me' }, approver))).toEqual(['b']);
    // The proposer may not approve their own (four eyes); a reviewer approves nothing.
    expect(names(await queue({ awaiting: 'me' }, proposer))).toEqual([]);
    expect(names(await queue({ awaiting: 'me' }, reviewer))).toEqual([]);
    const [offer] = await t.app.db.select().from(offers).where(eq(offers.applicationId, ids.b));
    await t.app.db.insert(offerApprovals).values({ offerId: offer.id, staffId: approver.id });
    try {
      expect(names(await queue({ awaiting: 'me' }, approver))).toEqual([]);
    } finally {
      await t.app.db.delete(offerApprovals).where(eq(offerApprovals.offerId, offer.id));
    }
  });

  it('"Applicant replied": an answer since the team’s last change', async () => {
    const body = await queue({ replied: 'yes' });
    expect(names(body)).toEqual(['d']);
    expect(body.total).toBe(1);
  });

  it('refuses a view value it does not know', async () => {
    for (const query of ['awaiting=someone', 'replied=no']) {
      const res = await staffCall(t.app, reviewer, 'GET', `/api/backoffice/cases?${query}`);
      expect([query, res.statusCode]).toEqual([query, 400]);
    }
  });
});
