import { and, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { signedInStaff, staffCall, submittedCase, type SignedInStaff } from '../test/staff';
import { REFUSALS_AUDITED_PER_HOUR } from './audit';

// A refused privileged attempt used to leave no trace: a reviewer declining, an admin opening a case, a forged CSRF
// token all got 403 and nothing in the audit log. Each is now recorded, capped per member and hour.

jest.setTimeout(120_000);

let t: TestApp;
let reviewer: SignedInStaff;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  reviewer = await signedInStaff(t.app, 'reviewer');
  admin = await signedInStaff(t.app, 'admin');
});
afterAll(() => t?.close());

const refusalsOf = (member: SignedInStaff) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.staffId, member.id), eq(auditLog.action, 'access.refused')))
    .orderBy(auditLog.id);

describe('refused privileged attempts', () => {
  it('records a role refused, with what was asked and why', async () => {
    const c = await submittedCase(t.app);
    const declined = await staffCall(
      t.app,
      reviewer,
      'POST',
      `/api/backoffice/cases/${c.applicationId}/actions/decline`,
      {
        payload: { reason: 'OTHER' },
      },
    );
    expect(declined.statusCode).toBe(403);
    const opened = await staffCall(t.app, admin, 'GET', `/api/backoffice/cases/${c.applicationId}`);
    expect(opened.statusCode).toBe(403);

    const [reviewerEntry] = await refusalsOf(reviewer);
    expect(reviewerEntry).toMatchObject({ actor: 'staff', ip: '127.0.0.1' });
    expect(reviewerEntry.detail).toMatchObject({
      method: 'POST',
      route: '/api/backoffice/cases/:id/actions/:action',
      caseId: c.applicationId,
      reason: expect.stringMatching(/role/),
    });
    const [adminEntry] = await refusalsOf(admin);
    expect(adminEntry.detail).toMatchObject({ method: 'GET', route: '/api/backoffice/cases/:id' });
  });

  it('records a forged CSRF token, naming the member whose cookie it came with', async () => {
    const member = await signedInStaff(t.app, 'approver');
    const forged = await staffCall(t.app, member, 'POST', '/api/backoffice/sessions/revoke-all', {
      csrf: 'forged',
    });
    expect(forged.statusCode).toBe(403);
    const [entry] = await refusalsOf(member);
    expect(entry.detail).toMatchObject({
      method: 'POST',
      reason: expect.stringMatching(/could not be verified/),
    });
  });

  it('stops recording one member’s refusals past the hourly cap, and still refuses them', async () => {
    const flooder = await signedInStaff(t.app, 'reviewer');
    for (let i = 0; i < REFUSALS_AUDITED_PER_HOUR + 5; i++)
      expect((await staffCall(t.app, flooder, 'GET', '/api/backoffice/audit')).statusCode).toBe(403);
    expect(await refusalsOf(flooder)).toHaveLength(REFUSALS_AUDITED_PER_HOUR);
  });
});
