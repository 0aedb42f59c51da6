import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { documents } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { signedInApplicant } from '../test/applicant';
import { markDocumentsSwept, sweepableDocuments } from './documents';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;

async function document(applicationId: number, status: 'current' | 'superseded', supersededAt: Date | null) {
  const [row] = await t.app.db
    .insert(documents)
    .values({
      applicationId,
      kind: 'Registration',
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
});
