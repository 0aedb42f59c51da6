import { eq, sql } from 'drizzle-orm';
import { auditLog, integrationErasures, retainedRecords, storageErasures } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { signedInApplicant } from '../test/applicant';
import {
  ERASED_TABLES,
  eraseApplicant,
  eraseQueuedObjects,
  erasureRetryMs,
  expireRetainedRecords,
  scrubAuditDetail,
} from './deletion';
import { loadRetentionPolicy, retentionPolicyFileFrom } from './retention-policy';

describe('an erased applicant’s audit detail', () => {
  it('keeps the facts of what happened, and nothing they gave', () => {
    expect(
      scrubAuditDetail({
        from: 'OFFER_SENT',
        to: 'ACCEPTED',
        version: 2,
        signature: 'Amina Noor',
        fields: ['businessName', 'email'],
        fileName: 'noor cloud accounts.xlsx',
        reason: 'Too small a business, said Amina',
        documents: [{ kind: 'CapTable', size: 10, name: 'cap table.pdf' }],
        message: true,
        email: 'amina@example.com',
      }),
    ).toEqual({
      from: 'OFFER_SENT',
      to: 'ACCEPTED',
      version: 2,
      fields: ['businessName', 'email'],
      documents: [{ kind: 'CapTable', size: 10 }],
      message: true,
      erased: true,
    });
  });

  it('drops a code-like value under a key that may hold a person’s data', () => {
    expect(scrubAuditDetail({ phone: '+971501234567', name: 'Amina', status: 'connected' })).toEqual({
      status: 'connected',
      erased: true,
    });
  });

  it('drops text that is not a code even under a known key', () => {
    expect(scrubAuditDetail({ reason: 'amina@example.com', key: 'applications/1/documents/x' })).toEqual({
      key: 'applications/1/documents/x',
      erased: true,
    });
  });
});

describe('the erasure retry delay', () => {
  it('doubles from a minute up to six hours', () => {
    expect([1, 2, 3, 20].map(erasureRetryMs)).toEqual([60_000, 120_000, 240_000, 6 * 60 * 60_000]);
  });
});

describe('the deletion on the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it('empties every table that references an applicant or an application (the database’s own foreign keys)', async () => {
    const result = await t.app.db.execute(sql`
      WITH RECURSIVE refs(tbl) AS (
        SELECT 'applicants'::text
        UNION
        SELECT c.conrelid::regclass::text FROM pg_constraint c JOIN refs r ON c.confrelid::regclass::text = r.tbl
        WHERE c.contype = 'f'
      )
      SELECT tbl FROM refs ORDER BY tbl`);
    const referencing = (result as unknown as { rows: { tbl: string }[] }).rows.map((r) => r.tbl);
    expect([...ERASED_TABLES].sort()).toEqual(referencing);
  });

  it('queues the objects it could not remove, and the sweep removes them later', async () => {
    const who = await signedInApplicant(t.app, { at: 'eligible' });
    const key = `applications/${who.applicationId}/accounting/retry.xlsx`;
    await t.app.storage.put(key, Buffer.from('workbook'));
    await t.app.database.exec(
      `INSERT INTO accounting_uploads (application_id, name, file_name, storage_key, size_bytes, sha256, sheet_names, is_mapping)
       VALUES (${who.applicationId}, 'P&L', 'a.xlsx', '${key}', 8, 'x', '[]', false)`,
    );
    const retention = await loadRetentionPolicy(retentionPolicyFileFrom({}));
    const failing = jest.spyOn(t.app.storage, 'delete').mockRejectedValue(new Error('storage down'));
    const now = new Date();
    let answer;
    try {
      answer = await eraseApplicant(t.app, who.applicantId, retention, now);
    } finally {
      failing.mockRestore();
    }
    // The rows are gone and the answer given; the object waits in the queue with its failure.
    expect(answer.erased).toEqual({ applications: 1, files: 1 });
    expect(await t.app.storage.exists(key)).toBe(true);
    // No integration service configured (INTERNAL_INTEGRATION_URL): nothing of theirs there, nothing to forget.
    expect(await t.app.db.select().from(integrationErasures)).toEqual([]);
    const [queued] = await t.app.db.select().from(storageErasures).where(eq(storageErasures.key, key));
    expect(queued).toMatchObject({ attempts: 1, lastError: 'Error: storage down' });
    expect(queued.nextAttemptAt.getTime()).toBe(now.getTime() + erasureRetryMs(1));

    // Not due yet: left alone. Due: removed, and its row with it.
    expect(await eraseQueuedObjects(t.app, { now })).toEqual({ erased: 0, failed: 0 });
    expect(await eraseQueuedObjects(t.app, { now: queued.nextAttemptAt })).toEqual({ erased: 1, failed: 0 });
    expect(await t.app.storage.exists(key)).toBe(false);
    expect(await t.app.db.select().from(storageErasures)).toEqual([]);
  });

  it('erases a kept record and its objects once its date has passed', async () => {
    const key = 'offers/999/v1-expired.pdf';
    await t.app.storage.put(key, Buffer.from('%PDF-1.7 letter'));
    const [row] = await t.app.db
      .insert(retainedRecords)
      .values({
        applicantId: '00000000-0000-4000-8000-000000000001',
        applicationId: 999,
        rule: 'accepted-offer',
        policyVersion: 'v',
        policyDigest: 'd',
        what: 'w',
        why: 'y',
        keepUntil: '2026-11-24',
        data: {},
        storageKeys: [key],
      })
      .returning({ id: retainedRecords.id });
    // Kept through its last day, erased the day after.
    expect(await expireRetainedRecords(t.app, new Date('2026-11-24T23:00:00Z'))).toBe(0);
    expect(await expireRetainedRecords(t.app, new Date('2026-11-25T00:00:01Z'))).toBe(1);
    expect(await t.app.db.select().from(retainedRecords).where(eq(retainedRecords.id, row.id))).toEqual([]);
    expect(await t.app.storage.exists(key)).toBe(false);
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'retention.expired'));
    expect(entry).toMatchObject({ applicationId: 999, actor: 'system', detail: { retainedId: row.id } });
  });
});
