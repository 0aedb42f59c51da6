import { and, desc, eq, like } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInStaff, staffCall, submittedCase, type SignedInStaff } from '../../test/staff';
import { csvCell } from './audit-export';

// The admin's audit log: one "case viewed" entry per opening of a case page, entries naming the member by address
// (also for `staff:<id>` actors and accounts since removed), the filters, and the export (CSV safe to open in a
// spreadsheet, JSON lines), admins only and itself recorded.

jest.setTimeout(120_000);

let t: TestApp;
let reviewer: SignedInStaff;
let admin: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp();
  reviewer = await signedInStaff(t.app, 'reviewer');
  admin = await signedInStaff(t.app, 'admin');
}, 60_000);
afterAll(() => t?.close());

const get = (who: SignedInStaff, url: string, headers: Record<string, string> = {}) =>
  staffCall(t.app, who, 'GET', url, { headers });

/** The case page's reads, as the back office makes them when the page opens. */
const PAGE_READS = (id: number) => [
  `/api/backoffice/cases/${id}`,
  `/api/backoffice/cases/${id}/audit`,
  `/api/backoffice/cases/${id}/offers`,
  `/api/backoffice/cases/${id}/eligibility`,
  `/api/backoffice/cases/${id}/documents`,
  `/api/backoffice/cases/${id}/transactions`,
  `/api/backoffice/cases/${id}/accounting`,
];

const viewEntries = (caseId: number, staffId: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.applicationId, caseId),
        eq(auditLog.staffId, staffId),
        like(auditLog.action, '%.viewed'),
      ),
    );

describe('one "viewed" entry per page open', () => {
  it('writes one case.viewed for the page’s calls that share a view id, and one more for the next open', async () => {
    const c = await submittedCase(t.app);
    const first = { 'x-view-id': 'view-0001-aaaa' };
    const answers = await Promise.all(PAGE_READS(c.applicationId).map((url) => get(reviewer, url, first)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    // A panel asked again after an action, in the same page.
    await get(reviewer, `/api/backoffice/cases/${c.applicationId}/offers`, first);

    let entries = await viewEntries(c.applicationId, reviewer.id);
    expect(entries.map((e) => [e.action, e.detail])).toEqual([
      ['case.viewed', expect.objectContaining({ viewId: 'view-0001-aaaa' })],
    ]);

    await Promise.all(
      PAGE_READS(c.applicationId).map((url) => get(reviewer, url, { 'x-view-id': 'view-0002-bbbb' })),
    );
    entries = await viewEntries(c.applicationId, reviewer.id);
    expect(entries.map((e) => e.action)).toEqual(['case.viewed', 'case.viewed']);
  });

  it('audits each read on its own without a view id (another client), so no read goes unrecorded', async () => {
    const c = await submittedCase(t.app);
    for (const url of PAGE_READS(c.applicationId)) await get(reviewer, url);
    const actions = (await viewEntries(c.applicationId, reviewer.id)).map((e) => e.action).sort();
    expect(actions).toEqual([
      'accounting.viewed',
      'audit.viewed',
      'case.viewed',
      'documents.viewed',
      'eligibility.viewed',
      'offers.viewed',
      'transactions.viewed',
    ]);
  });

  it('ignores a malformed view id, and a view id does not hide another member’s view', async () => {
    const c = await submittedCase(t.app);
    const other = await signedInStaff(t.app, 'approver');
    const same = { 'x-view-id': 'view-0003-cccc' };
    await get(reviewer, `/api/backoffice/cases/${c.applicationId}`, same);
    await get(other, `/api/backoffice/cases/${c.applicationId}`, same);
    expect(await viewEntries(c.applicationId, other.id)).toHaveLength(1);
    await get(reviewer, `/api/backoffice/cases/${c.applicationId}/offers`, { 'x-view-id': 'x' });
    expect((await viewEntries(c.applicationId, reviewer.id)).map((e) => e.action).sort()).toEqual([
      'case.viewed',
      'offers.viewed',
    ]);
  });
});

interface Entry {
  id: number;
  actor: string;
  action: string;
  caseId: number | null;
  business: string | null;
  staff: { id: string; email: string } | null;
  target: { id: string | null; email: string | null } | null;
  detail: Record<string, unknown>;
}

const entriesOf = async (url: string): Promise<Entry[]> => {
  const answer = await get(admin, url);
  expect(answer.statusCode).toBe(200);
  return answer.json().entries;
};

describe('the admin’s audit log', () => {
  it('names the acting member by address for `staff:<id>` actors, and the member a change was about', async () => {
    const gone = '11111111-2222-4333-8444-555555555555';
    await t.app.audit({
      actor: `staff:${admin.id}`,
      action: 'staff.invited',
      detail: { staffId: reviewer.id, role: 'reviewer' },
    });
    await t.app.audit({
      actor: `staff:${admin.id}`,
      action: 'staff.invitation-revoked',
      detail: { staffId: gone, email: 'left@provider.example' },
    });
    // An action is matched exactly: a prefix finds nothing.
    expect(await entriesOf(`/api/backoffice/audit?staffId=${admin.id}&action=staff.`)).toEqual([]);
    const entries = await entriesOf(`/api/backoffice/audit?staffId=${admin.id}&limit=200`);
    const byAction = (action: string) => entries.find((e) => e.action === action);
    expect(byAction('staff.invited')).toMatchObject({
      actor: 'staff',
      staff: { id: admin.id, email: admin.email },
      target: { id: reviewer.id, email: reviewer.email },
    });
    expect(byAction('staff.invitation-revoked')).toMatchObject({
      actor: 'staff',
      staff: { id: admin.id, email: admin.email },
      target: { id: gone, email: 'left@provider.example' },
    });
  });

  it('filters by action, period and business name, server-side and paged', async () => {
    const noor = await submittedCase(t.app, { businessName: 'Noor Falcon Trading' });
    const other = await submittedCase(t.app, { businessName: 'Sahara Ledger' });
    await t.app.audit({
      applicationId: noor.applicationId,
      actor: 'staff',
      staffId: reviewer.id,
      action: 'case.note-added',
    });
    await t.app.audit({
      applicationId: noor.applicationId,
      actor: 'staff',
      staffId: reviewer.id,
      action: 'case.note-added',
    });
    await t.app.audit({
      applicationId: other.applicationId,
      actor: 'staff',
      staffId: reviewer.id,
      action: 'case.note-added',
    });

    const noted = await entriesOf('/api/backoffice/audit?action=case.note-added&business=falcon&limit=200');
    expect(noted).toHaveLength(2);
    expect(noted.every((e) => e.caseId === noor.applicationId && e.business === 'Noor Falcon Trading')).toBe(
      true,
    );

    const page = (
      await get(admin, '/api/backoffice/audit?action=case.note-added&business=FALCON&limit=1')
    ).json();
    expect(page.entries).toHaveLength(1);
    const rest = await entriesOf(
      `/api/backoffice/audit?action=case.note-added&business=falcon&before=${page.next}`,
    );
    expect(rest).toHaveLength(1);

    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      await entriesOf(`/api/backoffice/audit?action=case.note-added&from=${encodeURIComponent(future)}`),
    ).toEqual([]);
    const past = new Date(Date.now() - 86_400_000).toISOString();
    expect(
      await entriesOf(
        `/api/backoffice/audit?action=case.note-added&business=falcon&from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}`,
      ),
    ).toHaveLength(2);
    expect(
      await entriesOf(`/api/backoffice/audit?action=case.note-added&to=${encodeURIComponent(past)}`),
    ).toEqual([]);

    const backwards = await get(
      admin,
      `/api/backoffice/audit?from=${encodeURIComponent(future)}&to=${encodeURIComponent(past)}`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({
      details: { error: 'The end of the period must come after its start.' },
    });
    expect((await get(admin, '/api/backoffice/audit?from=yesterday')).statusCode).toBe(400);
  });
});

describe('the export', () => {
  it('streams the filtered log as CSV, neutralising what a spreadsheet would run as a formula', async () => {
    const c = await submittedCase(t.app, { businessName: '=HYPERLINK("http://evil.example","x")' });
    await t.app.audit({
      applicationId: c.applicationId,
      actor: 'staff',
      staffId: reviewer.id,
      action: 'case.note-added',
      detail: { note: 'a, "quoted"\nline' },
    });
    const answer = await get(
      admin,
      `/api/backoffice/audit/export?format=csv&caseId=${c.applicationId}&action=case.note-added`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const [header, line, end] = answer.body.split('\r\n');
    expect(header).toBe('id,at,caseId,business,actor,staffEmail,staffId,targetEmail,ip,action,detail');
    expect(line).toContain(
      `,"'=HYPERLINK(""http://evil.example"",""x"")",staff,${reviewer.email},${reviewer.id},,`,
    );
    expect(line).toContain(',case.note-added,');
    expect(answer.body).toContain('"{""note"":""a, \\""quoted\\""\\nline""');
    expect(end).toBe('');
  });

  it('streams JSON lines, one entry per line, and records the export', async () => {
    const c = await submittedCase(t.app);
    for (let i = 0; i < 3; i++)
      await t.app.audit({
        applicationId: c.applicationId,
        actor: 'applicant',
        action: 'help.requested',
        detail: { i },
      });
    const answer = await get(
      admin,
      `/api/backoffice/audit/export?format=jsonl&caseId=${c.applicationId}&action=help.requested`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = answer.body
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Entry);
    expect(lines.map((l) => l.detail.i)).toEqual([2, 1, 0]);
    expect(lines[0]).toMatchObject({
      caseId: c.applicationId,
      actor: 'applicant',
      staff: null,
      action: 'help.requested',
    });
    const [recorded] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'audit.exported'), eq(auditLog.staffId, admin.id)))
      .orderBy(desc(auditLog.id));
    expect(recorded.detail).toMatchObject({
      format: 'jsonl',
      caseId: c.applicationId,
      action: 'help.requested',
    });
  });

  it('is for admins only', async () => {
    const answer = await get(reviewer, '/api/backoffice/audit/export?format=csv');
    expect(answer.statusCode).toBe(403);
    expect((await get(reviewer, '/api/backoffice/audit')).statusCode).toBe(403);
  });
});

describe('a CSV cell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+31 20', "'+31 20"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['plain', 'plain'],
    [null, ''],
    [42, '42'],
  ])('%j is written %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });
});
