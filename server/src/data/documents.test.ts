import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { documentMarks, documents } from '../db/schema';
import { signedInStaff } from '../test/staff';
import { createTestApp, type TestApp } from '../test/app';
import { signedInApplicant } from '../test/applicant';
import { documentsWithMarks, markDocumentsSwept, sweepableDocuments } from './documents';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;

async function document(
  applicationId: number,
  status: 'current' | 'superseded',
  supersededAt: Date | null,
  kind = 'Registration',
) {
  const [row] = await t.app.db
    .insert(documents)
    .values({
      applicationId,
      kind,
      key: `documents/${crypto.randomUUID()}`,
      originalName: 'registration.pdf',
      mime: 'application/pdf',
      size: 1,
      sha256: 'x',
      status,
      supersededAt,
    })
    .returning({ id: documents.id, key: documents.key });
  return row;
}

describe('the documents data-access module', () => {
  it('offers for sweeping only documents replaced long enough ago during the journey, once', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 10 * DAY);
    const drafting = await signedInApplicant(t.app, { at: 'documents' });
    const submitted = await signedInApplicant(t.app, { at: 'submitted' });
    const replaced = await document(drafting.applicationId, 'superseded', old);
    const recent = await document(drafting.applicationId, 'superseded', now);
    const current = await document(drafting.applicationId, 'current', null);
    // Replaced after the submission (a reviewer's request): the case's record.
    const answered = await document(submitted.applicationId, 'superseded', new Date(now.getTime() + DAY));

    const before = new Date(now.getTime() - 7 * DAY);
    const ids = (await sweepableDocuments(t.app.db, before, 500)).map((d) => d.id);
    expect(ids).toContain(replaced.id);
    for (const kept of [recent, current, answered]) expect(ids).not.toContain(kept.id);

    await markDocumentsSwept(t.app.db, [replaced.id], now);
    await markDocumentsSwept(t.app.db, [], now);
    const [swept] = await t.app.db.select().from(documents).where(eq(documents.id, replaced.id));
    expect(swept.sweptAt).toEqual(now);
    expect((await sweepableDocuments(t.app.db, before, 500)).map((d) => d.id)).not.toContain(replaced.id);
  });

  it("reads a case's documents, or one of them, each with its mark and who marked it", async () => {
    const who = await signedInApplicant(t.app, { at: 'submitted' });
    const other = await signedInApplicant(t.app, { at: 'submitted' });
    const reviewer = await signedInStaff(t.app, 'reviewer');
    const marked = await document(who.applicationId, 'current', null);
    const unmarked = await document(who.applicationId, 'current', null, 'CapTable');
    const elsewhere = await document(other.applicationId, 'current', null);
    await t.app.db
      .insert(documentMarks)
      .values({ documentId: marked.id, mark: 'accepted', staffId: reviewer.id });

    const rows = await documentsWithMarks(t.app.db, who.applicationId);
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([marked.id, unmarked.id]);
    expect(rows.find((r) => r.id === marked.id)).toMatchObject({
      mark: 'accepted',
      markedById: reviewer.id,
      markedByEmail: reviewer.email,
    });
    expect(rows.find((r) => r.id === unmarked.id)).toMatchObject({ mark: null, markedById: null });
    expect((await documentsWithMarks(t.app.db, who.applicationId, marked.id)).map((r) => r.id)).toEqual([
      marked.id,
    ]);
    expect(await documentsWithMarks(t.app.db, who.applicationId, elsewhere.id)).toEqual([]);
  });
});
