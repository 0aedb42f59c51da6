import { auditLog } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { signedInApplicant } from '../test/applicant';
import { signedInStaff } from '../test/staff';
import { auditEntriesWithStaff } from './audit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('the audit data-access module', () => {
  it("pages a case's or a staff member's entries newest first, each with the acting staff member's address", async () => {
    const who = await signedInApplicant(t.app, { at: 'submitted' });
    const reviewer = await signedInStaff(t.app, 'reviewer');
    const caseId = who.applicationId;
    await t.app.db.insert(auditLog).values([
      { applicationId: caseId, actor: 'applicant', action: 'test.first' },
      { applicationId: caseId, actor: 'staff', staffId: reviewer.id, action: 'test.second' },
      { applicationId: caseId, actor: 'staff', staffId: reviewer.id, action: 'test.third' },
    ]);
    const all = await auditEntriesWithStaff(t.app.db, { caseId }, { limit: 10 });
    expect(all.map((r) => r.entry.action)).toEqual(['test.third', 'test.second', 'test.first']);
    expect(all.map((r) => r.email)).toEqual([reviewer.email, reviewer.email, null]);

    const [newest] = all;
    const older = await auditEntriesWithStaff(t.app.db, { caseId }, { before: newest.entry.id, limit: 1 });
    expect(older.map((r) => r.entry.action)).toEqual(['test.second']);
    const theirs = await auditEntriesWithStaff(t.app.db, { caseId, staffId: reviewer.id }, { limit: 10 });
    expect(theirs.map((r) => r.entry.action)).toEqual(['test.third', 'test.second']);
  });
});
