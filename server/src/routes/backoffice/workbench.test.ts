import { and, eq } from 'drizzle-orm';
import { applications, auditLog, caseNotes } from '../../db/schema';
import { signedInApplicant } from '../../test/applicant';
import { createTestApp, type TestApp } from '../../test/app';
import { readOutbox } from '../../test/outbox';
import { signedInStaff, staffCall, submittedCase, type SignedInStaff } from '../../test/staff';

// The workbench over HTTP: who may call what, CSRF on every change, the queue's filters, search, paging and
// counts, the case page, notes, review actions, assignment, and the audit log (each view recorded with the staff
// member and the address).

jest.setTimeout(120_000);

let t: TestApp;
let reviewer: SignedInStaff;
let otherReviewer: SignedInStaff;
let approver: SignedInStaff;
let admin: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({ DASHBOARD_URL: 'https://dashboard.test/' });
  reviewer = await signedInStaff(t.app, 'reviewer');
  otherReviewer = await signedInStaff(t.app, 'reviewer');
  approver = await signedInStaff(t.app, 'approver');
  admin = await signedInStaff(t.app, 'admin');
});
afterAll(() => t?.close());

const get = (who: SignedInStaff | null, url: string, remoteAddress?: string) =>
  staffCall(t.app, who, 'GET', url, { remoteAddress });
const post = (who: SignedInStaff | null, url: string, payload: object, opts: { csrf?: string | null } = {}) =>
  staffCall(t.app, who, 'POST', url, { payload, ...opts });

const audits = (action: string) => t.app.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('who may call what', () => {
  it('refuses every route to the roles it is not for, to no session and to an applicant’s token', async () => {
    const c = await submittedCase(t.app);
    const id = c.applicationId;
    const routes: Array<{ method: 'GET' | 'POST'; url: string; payload?: object; roles: string[] }> = [
      { method: 'GET', url: '/api/backoffice/staff', roles: ['reviewer', 'approver', 'admin'] },
      { method: 'GET', url: '/api/backoffice/cases', roles: ['reviewer', 'approver'] },
      { method: 'GET', url: `/api/backoffice/cases/${id}`, roles: ['reviewer', 'approver'] },
      {
        method: 'POST',
        url: `/api/backoffice/cases/${id}/notes`,
        payload: { text: 'Looks fine.' },
        roles: ['reviewer', 'approver'],
      },
      {
        method: 'POST',
        url: `/api/backoffice/cases/${id}/actions/withdraw`,
        payload: { message: 'x' },
        roles: [],
      },
      { method: 'POST', url: `/api/backoffice/cases/${id}/assign`, payload: { staffId: null }, roles: [] },
      { method: 'GET', url: `/api/backoffice/cases/${id}/audit`, roles: ['reviewer', 'approver', 'admin'] },
      { method: 'GET', url: '/api/backoffice/audit', roles: ['admin'] },
    ];
    for (const route of routes) {
      for (const member of [reviewer, approver, admin]) {
        const res = await staffCall(t.app, member, route.method, route.url, { payload: route.payload });
        const what = `${route.method} ${route.url} as ${member.role}`;
        if (route.roles.includes(member.role)) expect([what, res.statusCode]).toEqual([what, 200]);
        else if (member.role === 'admin' || route.url.endsWith('/audit'))
          expect([what, res.statusCode, res.json()]).toEqual([
            what,
            403,
            { details: { error: 'Your role does not allow this.' } },
          ]);
      }
      const anonymous = await staffCall(t.app, null, route.method, route.url, { payload: route.payload });
      expect([route.url, anonymous.statusCode]).toEqual([route.url, 401]);
      const applicant = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: c.auth,
        ...(route.payload ? { payload: route.payload } : {}),
      });
      expect([route.url, applicant.statusCode]).toEqual([route.url, 401]);
    }
    // The admin's 403 on a case wrote no view of it.
    const views = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, id), eq(auditLog.action, 'case.viewed')));
    expect(views.map((v) => v.staffId).sort()).toEqual([reviewer.id, approver.id].sort());
  });

  it('refuses every POST without the session’s CSRF token, changing nothing', async () => {
    const c = await submittedCase(t.app);
    const id = c.applicationId;
    for (const [url, payload] of [
      [`/api/backoffice/cases/${id}/notes`, { text: 'A note.' }],
      [`/api/backoffice/cases/${id}/actions/startReview`, {}],
      [`/api/backoffice/cases/${id}/assign`, { staffId: reviewer.id }],
    ] as const) {
      for (const csrf of [null, 'x'.repeat(43), approver.csrf]) {
        const res = await post(reviewer, url, payload, { csrf });
        expect([url, res.statusCode, res.json().details.error]).toEqual([
          url,
          403,
          'This request could not be verified. Reload the page and try again.',
        ]);
      }
    }
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ reviewStatus: 'SUBMITTED', assigneeId: null });
    expect(await t.app.db.select().from(caseNotes).where(eq(caseNotes.applicationId, id))).toEqual([]);
  });

  it('leaves the applicant’s own actions to the applicant (403), and refuses unknown actions (400)', async () => {
    const c = await submittedCase(t.app);
    for (const action of ['provideInformation', 'acceptOffer', 'declineOffer']) {
      const res = await post(approver, `/api/backoffice/cases/${c.applicationId}/actions/${action}`, {});
      expect([action, res.statusCode]).toEqual([action, 403]);
    }
    const unknown = await post(
      approver,
      `/api/backoffice/cases/${c.applicationId}/actions/approveEverything`,
      {},
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.error).toEqual(expect.any(String));
    const missing = await get(reviewer, '/api/backoffice/cases/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ details: { error: 'There is no such case.' } });
    // A draft is no case.
    const draft = await signedInApplicant(t.app, { at: 'documents' });
    expect((await get(reviewer, `/api/backoffice/cases/${draft.applicationId}`)).statusCode).toBe(404);
  });
});

describe('the queue', () => {
  const MARK = 'zephyr';
  const day = (d: string) => new Date(`${d}T10:00:00.000Z`);
  let ids: Record<string, number>;

  beforeAll(async () => {
    const made = {
      a: await submittedCase(t.app, {
        businessName: 'Zephyr Alpha',
        businessTypes: ['SAAS'],
        country: 'AE',
        requestedAmount: 100000,
        submittedAt: day('2026-03-02'),
      }),
      b: await submittedCase(t.app, {
        businessName: 'Zephyr Beta',
        businessTypes: ['FINTECH', 'B2B'],
        country: 'SA',
        requestedAmount: 500000,
        submittedAt: day('2026-03-04'),
      }),
      c: await submittedCase(t.app, {
        businessName: 'Zephyr 50%_Off',
        businessTypes: ['ECOMMERCE'],
        country: 'AE',
        requestedAmount: 250000.5,
        submittedAt: day('2026-03-03'),
      }),
      d: await submittedCase(t.app, {
        businessName: 'Zephyr Delta',
        businessTypes: ['SAAS'],
        country: 'EG',
        requestedAmount: 1000000,
        submittedAt: day('2026-03-06'),
      }),
    };
    ids = Object.fromEntries(Object.entries(made).map(([k, v]) => [k, v.applicationId]));
    // b is taken into review by the reviewer, d assigned to the other reviewer by an approver.
    expect(
      (await post(reviewer, `/api/backoffice/cases/${ids.b}/assign`, { staffId: reviewer.id })).statusCode,
    ).toBe(200);
    expect(
      (await post(approver, `/api/backoffice/cases/${ids.d}/assign`, { staffId: otherReviewer.id }))
        .statusCode,
    ).toBe(200);
  });

  const queue = async (query: Record<string, string | number>, who = reviewer) => {
    const search = new URLSearchParams(Object.entries({ q: MARK, ...query }).map(([k, v]) => [k, String(v)]));
    const res = await get(who, `/api/backoffice/cases?${search}`);
    expect([search.toString(), res.statusCode]).toEqual([search.toString(), 200]);
    return res.json();
  };
  const names = (body: { cases: Array<{ id: number }> }) =>
    body.cases.map((c) => Object.keys(ids).find((k) => ids[k] === c.id));

  it('lists cases oldest due first, as the contract says, with amounts in cents', async () => {
    const body = await queue({});
    expect(names(body)).toEqual(['a', 'c', 'b', 'd']);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    const c = body.cases[1];
    expect(c).toMatchObject({
      businessName: 'Zephyr 50%_Off',
      applicantName: 'Amina Noor',
      businessType: ['ECOMMERCE'],
      country: 'AE',
      requested: { amountMinor: 25000050, currency: 'USD' },
      submittedAt: '2026-03-03T10:00:00.000Z',
      // Tuesday 10:00 → Thursday 10:00.
      dueAt: '2026-03-05T10:00:00.000Z',
      reviewStatus: 'SUBMITTED',
      assignee: null,
    });
    expect(body.cases[2]).toMatchObject({
      reviewStatus: 'IN_REVIEW',
      assignee: { id: reviewer.id, email: reviewer.email },
    });
  });

  it('filters by status, assignee, business type, country, amount and submission date', async () => {
    expect(names(await queue({ status: 'SUBMITTED' }))).toEqual(['a', 'c']);
    expect(names(await queue({ assignee: 'me' }))).toEqual(['b']);
    expect(names(await queue({ assignee: 'none' }))).toEqual(['a', 'c']);
    expect(names(await queue({ assignee: otherReviewer.id }))).toEqual(['d']);
    expect(names(await queue({ businessType: 'SAAS' }))).toEqual(['a', 'd']);
    expect(names(await queue({ businessType: 'B2B' }))).toEqual(['b']);
    expect(names(await queue({ country: 'ae' }))).toEqual(['a', 'c']);
    expect(names(await queue({ minAmount: 250000 }))).toEqual(['c', 'b', 'd']);
    expect(names(await queue({ minAmount: 250001, maxAmount: 999999 }))).toEqual(['b']);
    expect(names(await queue({ submittedFrom: '2026-03-03', submittedTo: '2026-03-04' }))).toEqual([
      'c',
      'b',
    ]);
    expect(names(await queue({ submittedTo: '2026-03-02' }))).toEqual(['a']);
  });

  it('searches business names and emails, any case, wildcards taken literally', async () => {
    expect(names(await queue({ q: 'ZEPHYR BETA' }))).toEqual(['b']);
    expect(names(await queue({ q: '50%_' }))).toEqual(['c']);
    expect((await queue({ q: '%' })).cases.map((c: { businessName: string }) => c.businessName)).toEqual([
      'Zephyr 50%_Off',
    ]);
    expect(names(await queue({ q: 'zephyr_' }))).toEqual([]);
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, ids.d));
    const email = (await get(reviewer, `/api/backoffice/cases/${ids.d}`)).json().email as string;
    expect(row).toBeDefined();
    expect(names(await queue({ q: email.toUpperCase().slice(0, 20) }))).toEqual(['d']);
  });

  it('pages on the server and counts per status under the other filters', async () => {
    const first = await queue({ pageSize: 3 });
    const second = await queue({ pageSize: 3, page: 2 });
    expect(names(first)).toEqual(['a', 'c', 'b']);
    expect(names(second)).toEqual(['d']);
    expect(second.total).toBe(4);
    expect((await queue({ pageSize: 3, page: 9 })).cases).toEqual([]);

    const inReview = await queue({ status: 'IN_REVIEW', country: 'AE' });
    expect(inReview.total).toBe(0);
    expect(inReview.counts).toEqual({
      SUBMITTED: 2,
      IN_REVIEW: 0,
      INFO_REQUESTED: 0,
      OFFER_PROPOSED: 0,
      OFFER_APPROVED: 0,
      OFFER_SENT: 0,
      ACCEPTED: 0,
      DECLINED: 0,
      WITHDRAWN: 0,
    });
    expect((await queue({ status: 'IN_REVIEW' })).counts).toMatchObject({ SUBMITTED: 2, IN_REVIEW: 2 });
  });

  it('refuses bad filters with a clear message', async () => {
    for (const [query, message] of [
      ['assignee=somebody', 'The assignee must be me, none or a staff member’s id.'],
    ]) {
      const res = await get(reviewer, `/api/backoffice/cases?${query}`);
      expect([query, res.statusCode, res.json()]).toEqual([query, 400, { details: { error: message } }]);
    }
    for (const query of [
      'submittedFrom=2026-02-30',
      'status=LOST',
      'pageSize=1000',
      'minAmount=-1',
      'page=0',
      'submittedTo=yesterday',
    ]) {
      const res = await get(reviewer, `/api/backoffice/cases?${query}`);
      expect([query, res.statusCode, typeof res.json().details.error]).toEqual([query, 400, 'string']);
    }
  });

  it('audits each view of the queue with the staff member, the address and the cases shown (not the search)', async () => {
    const res = await get(approver, `/api/backoffice/cases?q=${MARK}&country=SA`, '198.51.100.5');
    expect(res.statusCode).toBe(200);
    const [entry] = (await audits('queue.viewed')).filter((a) => a.ip === '198.51.100.5');
    expect(entry).toMatchObject({
      actor: 'staff',
      staffId: approver.id,
      applicationId: null,
      detail: { filters: { country: 'SA' }, search: true, caseIds: [ids.b] },
    });
    expect(JSON.stringify(entry.detail)).not.toContain(MARK);
  });
});

describe('a case', () => {
  it('shows the applicant, the business, earlier applications, the reader’s actions and the decline reasons; audited', async () => {
    const c = await submittedCase(t.app);
    // An earlier application of the same applicant.
    const [earlier] = await t.app.db
      .insert(applications)
      .values({ applicantId: c.applicantId, status: 'superseded', stage: 'ELIGIBLE', stages: {} })
      .returning({ id: applications.id });
    const res = await get(reviewer, `/api/backoffice/cases/${c.applicationId}`, '198.51.100.9');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      id: c.applicationId,
      applicant: { id: c.applicantId, name: 'Amina Noor', phoneNumber: '+971501234567' },
      business: {
        name: 'Noor Cloud',
        website: 'https://noor.example',
        companyStage: 'Seed',
        placeOfOperation: ['United Arab Emirates'],
      },
      stage: 'PENDING',
      earlier: [{ id: earlier.id, submittedAt: null, reviewStatus: null }],
      notes: [],
      informationRequests: [],
      actions: ['startReview', 'withdraw'],
    });
    expect(body.declineReasons).toContainEqual({
      code: 'INSUFFICIENT_REVENUE',
      label: "The business's revenue is below what we can finance.",
      labels: {
        en: "The business's revenue is below what we can finance.",
        ar: expect.stringMatching(/\p{Script=Arabic}/u),
      },
    });
    const approverView = (await get(approver, `/api/backoffice/cases/${c.applicationId}`)).json();
    expect(approverView.actions).toEqual(['startReview', 'decline', 'withdraw']);
    const [entry] = (await audits('case.viewed')).filter((a) => a.ip === '198.51.100.9');
    expect(entry).toMatchObject({ applicationId: c.applicationId, staffId: reviewer.id, actor: 'staff' });
  });

  it('takes notes (trimmed, bounded) that every reader sees, audited without their text', async () => {
    const c = await submittedCase(t.app);
    const url = `/api/backoffice/cases/${c.applicationId}/notes`;
    const empty = await post(reviewer, url, { text: '   ' });
    expect(empty.json()).toEqual({ details: { error: 'Please write a note.' } });
    expect((await post(reviewer, url, { text: 'x'.repeat(4001) })).statusCode).toBe(400);
    const res = await post(reviewer, url, { text: '  Revenue checks out against the bank statements. ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      author: { id: reviewer.id, email: reviewer.email },
      text: 'Revenue checks out against the bank statements.',
      createdAt: expect.any(String),
    });
    const detail = (await get(approver, `/api/backoffice/cases/${c.applicationId}`)).json();
    expect(detail.notes).toEqual([res.json()]);
    const [entry] = (await audits('case.note-added')).filter((a) => a.applicationId === c.applicationId);
    expect(entry.detail).toMatchObject({ noteId: res.json().id });
    expect(JSON.stringify(entry.detail)).not.toContain('Revenue');
    expect((await post(reviewer, '/api/backoffice/cases/999999/notes', { text: 'x' })).statusCode).toBe(404);
  });

  it('takes review actions: 409 out of turn, 400 without what they need, the applicant mailed', async () => {
    const c = await submittedCase(t.app);
    const act = (who: SignedInStaff, action: string, payload: object = {}) =>
      post(who, `/api/backoffice/cases/${c.applicationId}/actions/${action}`, payload);
    const early = await act(reviewer, 'requestInformation', { message: 'More please.' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      details: { error: 'This case is submitted and cannot be sent a request for information.' },
    });
    const started = await act(reviewer, 'startReview');
    expect(started.json()).toEqual({
      reviewStatus: 'IN_REVIEW',
      actions: ['requestInformation', 'proposeOffer', 'withdraw'],
      mailSent: false,
    });
    expect((await act(reviewer, 'requestInformation', {})).statusCode).toBe(400);
    expect((await act(reviewer, 'decline', { reason: 'OTHER' })).statusCode).toBe(403);
    const requested = await act(reviewer, 'requestInformation', {
      documents: ['CapTable'],
      message: 'Please upload the full cap table.',
    });
    expect(requested.json()).toEqual({
      reviewStatus: 'INFO_REQUESTED',
      actions: ['withdraw'],
      mailSent: true,
    });
    const mail = readOutbox(t.dataDir).find((m) => m.text.includes('Please upload the full cap table.'))!;
    expect(mail.text).toContain('https://dashboard.test/');
    const detail = (await get(reviewer, `/api/backoffice/cases/${c.applicationId}`)).json();
    expect(detail.informationRequests).toEqual([
      {
        id: expect.any(Number),
        by: { id: reviewer.id, email: reviewer.email },
        documents: ['CapTable'],
        message: 'Please upload the full cap table.',
        createdAt: expect.any(String),
        answeredAt: null,
        reply: null,
      },
    ]);
    const badReason = await act(approver, 'decline', { reason: 'NOPE' });
    expect(badReason.json()).toEqual({ details: { error: 'Choose a reason for declining from the list.' } });
    const declined = await act(approver, 'decline', { reason: 'OTHER', message: 'Outside our mandate.' });
    expect(declined.json()).toEqual({ reviewStatus: 'DECLINED', actions: [], mailSent: true });
  });
});

describe('assignment', () => {
  const assign = (who: SignedInStaff, id: number, staffId: string | null) =>
    post(who, `/api/backoffice/cases/${id}/assign`, { staffId });

  it('lets a reviewer take a free case (into review), and give it away; reassigning is an approver’s', async () => {
    const c = await submittedCase(t.app);
    const id = c.applicationId;
    const taken = await assign(reviewer, id, reviewer.id);
    expect(taken.json()).toEqual({
      assignee: { id: reviewer.id, email: reviewer.email },
      reviewStatus: 'IN_REVIEW',
      actions: ['requestInformation', 'proposeOffer', 'withdraw'],
    });
    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.applicationId, id));
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['case.assigned', 'review.startReview']),
    );
    expect(entries.find((e) => e.action === 'case.assigned')).toMatchObject({
      staffId: reviewer.id,
      ip: '127.0.0.1',
      detail: { from: null, to: reviewer.id },
    });

    const message = 'Only an approver can reassign a case or assign it to someone else.';
    expect((await assign(otherReviewer, id, otherReviewer.id)).json()).toEqual({
      details: { error: message },
    });
    expect((await assign(otherReviewer, id, null)).statusCode).toBe(403);
    // The assignee gives it to a colleague; an approver takes it back to the queue.
    expect((await assign(reviewer, id, otherReviewer.id)).json().assignee).toEqual({
      id: otherReviewer.id,
      email: otherReviewer.email,
    });
    expect((await assign(approver, id, null)).json()).toMatchObject({
      assignee: null,
      reviewStatus: 'IN_REVIEW',
    });
    // A free case may not be given to someone else by a reviewer.
    expect((await assign(reviewer, id, otherReviewer.id)).statusCode).toBe(403);
  });

  it('assigns only to an active reviewer or approver, and not a closed case', async () => {
    const c = await submittedCase(t.app);
    const target = 'A case can only be assigned to an active reviewer or approver.';
    for (const staffId of [admin.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const res = await assign(approver, c.applicationId, staffId);
      expect([staffId, res.statusCode, res.json()]).toEqual([staffId, 400, { details: { error: target } }]);
    }
    await post(approver, `/api/backoffice/cases/${c.applicationId}/actions/withdraw`, {
      message: 'Asked by phone.',
    });
    const closed = await assign(approver, c.applicationId, approver.id);
    expect(closed.statusCode).toBe(409);
    expect((await get(reviewer, '/api/backoffice/staff')).json().staff).not.toContainEqual(
      expect.objectContaining({ id: admin.id }),
    );
    // (With each account's details for the Team page: staff-moves.test.ts.)
    expect((await get(admin, '/api/backoffice/staff')).json().staff).toContainEqual(
      expect.objectContaining({ id: admin.id, email: admin.email, role: 'admin', status: 'active' }),
    );
  });
});

describe('the audit log', () => {
  it('pages a case’s trail newest first by id, and lets admins read it per staff member', async () => {
    const c = await submittedCase(t.app);
    for (let i = 0; i < 3; i++) await get(reviewer, `/api/backoffice/cases/${c.applicationId}`);
    const url = `/api/backoffice/cases/${c.applicationId}/audit`;
    const first = (await get(approver, `${url}?limit=2`)).json();
    expect(first.entries).toHaveLength(2);
    expect(first.entries[0].id).toBeGreaterThan(first.entries[1].id);
    expect(first.entries[0]).toMatchObject({
      caseId: c.applicationId,
      actor: 'staff',
      staff: { id: reviewer.id, email: reviewer.email },
      ip: '127.0.0.1',
      action: 'case.viewed',
    });
    const second = (await get(approver, `${url}?limit=2&before=${first.next}`)).json();
    expect(second.entries[0].id).toBeLessThan(first.entries[1].id);
    const all = (await get(admin, `${url}?limit=200`)).json();
    expect(all.next).toBeNull();
    // The applicant's own entry is there too, without a staff member.
    expect(all.entries.every((e: { caseId: number }) => e.caseId === c.applicationId)).toBe(true);

    const byStaff = (await get(admin, `/api/backoffice/audit?staffId=${reviewer.id}&limit=5`)).json();
    expect(byStaff.entries).toHaveLength(5);
    expect(byStaff.entries.every((e: { staff: { id: string } }) => e.staff.id === reviewer.id)).toBe(true);
    const byCase = (await get(admin, `/api/backoffice/audit?caseId=${c.applicationId}`)).json();
    expect(byCase.entries.map((e: { caseId: number }) => e.caseId)).toEqual(
      byCase.entries.map(() => c.applicationId),
    );
    const bad = await get(admin, '/api/backoffice/audit?staffId=someone');
    expect(bad.json()).toEqual({ details: { error: 'There is no such staff member.' } });
    // Reading the log is itself recorded.
    expect((await audits('audit.viewed')).some((a) => a.staffId === admin.id)).toBe(true);
  });
});
