import { eq } from 'drizzle-orm';
import { mailQueue } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { readOutbox } from '../test/outbox';
import { retryDelayMs } from './queue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const message = (to: string) => ({
  to,
  subject: 'Hello',
  text: 'Open http://app.test/?token=x',
  html: '<p>x</p>',
});

describe('the mail queue', () => {
  it('leaves a message to the delivery that follows its commit: a retry round meanwhile sends nothing', async () => {
    const id = await t.app.mailQueue.enqueue(t.app.db, message('lease@example.com'));
    expect(await t.app.mailQueue.deliverDue()).toBe(0);
    expect(await t.app.mailQueue.deliver(id)).toBe(true);
    // Sent once, whatever comes after.
    expect(await t.app.mailQueue.deliver(id)).toBe(true);
    expect(await t.app.mailQueue.deliverDue(new Date(Date.now() + 3_600_000))).toBe(0);
    expect(readOutbox(t.dataDir).filter((m) => m.headers.to === 'lease@example.com')).toHaveLength(1);
    const [row] = await t.app.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    expect(row).toMatchObject({ status: 'sent', ciphertext: null, iv: null, tag: null });
  });

  it('gives up a message undelivered for a day, erasing it', async () => {
    const id = await t.app.mailQueue.enqueue(t.app.db, message('late@example.com'));
    expect(await t.app.mailQueue.deliver(id, new Date(Date.now() + 25 * 3_600_000))).toBe(false);
    const [row] = await t.app.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    expect(row).toMatchObject({ status: 'expired', ciphertext: null });
  });

  it('waits longer after each failure, at most a quarter of an hour', () => {
    expect([1, 2, 3, 10].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 900_000]);
  });
});
