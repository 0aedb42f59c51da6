import { eq } from 'drizzle-orm';
import { applications, documents } from './db/schema';
import { UNAVAILABLE } from './plugins/errors';
import { createTestApp, type TestApp } from './test/app';
import { signedInApplicant } from './test/applicant';
import * as f from './storage/test-support/fixtures';

// Faults of the services the API depends on: a clear answer, nothing half-written, and the product works again as
// soon as the service is back, without a restart.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const upload = (auth: { authorization: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/onboarding/financial-upload',
    headers: { ...auth, 'content-type': 'application/json' },
    payload: JSON.stringify({
      files: {
        Registration: { name: 'Certificate.pdf', content: f.dataUrl('application/pdf', f.pdf()) },
        CapTable: { name: 'Cap table.png', content: f.dataUrl('image/png', f.png()) },
        FundraisingSummary: {
          name: 'Summary.xlsx',
          content: f.dataUrl('application/vnd.ms-excel', f.officeOpenXml('xl')),
        },
      },
    }),
  });

describe('object storage down during an upload', () => {
  it('answers 503, keeps no row and no object, and the same upload succeeds once storage is back', async () => {
    const who = await signedInApplicant(t.app, { at: 'eligible' });
    const storage = t.app.storage;
    const put = storage.put.bind(storage);
    const written: string[] = [];
    let calls = 0;
    // The first object is written, then storage stops answering.
    storage.put = async (key, body, opts) => {
      if (++calls > 1)
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
      written.push(key);
      return put(key, body, opts);
    };
    try {
      const res = await upload(who.auth);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ details: { error: UNAVAILABLE } });
    } finally {
      storage.put = put;
    }
    expect(written).toHaveLength(1);
    expect(await storage.exists(written[0])).toBe(false);
    expect(
      await t.app.db.select().from(documents).where(eq(documents.applicationId, who.applicationId)),
    ).toEqual([]);
    const [before] = await t.app.db.select().from(applications).where(eq(applications.id, who.applicationId));
    expect(before.stage).toBe('ELIGIBLE');

    const again = await upload(who.auth);
    expect(again.statusCode).toBe(200);
    expect(again.json().stage).toBe('TRANSACTION');
  });
});

describe('the database connection lost', () => {
  const postgres = process.env.TEST_DATABASE_URL;
  (postgres ? it : it.skip)(
    'PostgreSQL cutting every connection (a restart): the API answers again without a restart, never a 500',
    async () => {
      const who = await signedInApplicant(t.app, { at: 'eligible' });
      const name = new URL(t.config.DATABASE_URL!).searchParams.get('application_name');
      const { Client } = await import('pg');
      const admin = new Client({ connectionString: postgres });
      await admin.connect();
      const cut = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [name],
      );
      await admin.end();
      expect(cut.rowCount).toBeGreaterThan(0);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/onboarding/check-user',
          headers: who.auth,
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 200) break;
        expect(res.statusCode).toBe(503);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(statuses.at(-1)).toBe(200);
    },
  );
});
