import { EventEmitter, once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { webhookOutbox } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { queueWebhooks, WebhookSender, webhookRetryDelayMs, type ReviewStatusChanged } from './outbox';
import { signWebhook, verifyWebhook } from './signature';

// The webhooks of review transitions against a real HTTP receiver on 127.0.0.1: signed the Standard Webhooks
// way, retried after a failure with backoff, delivered once (even with two senders at it), given up after the last
// attempt, and kept across a restart of the API (the outbox is a table).

jest.setTimeout(120_000);

const SECRET = 'a-webhook-secret-of-at-least-32-characters';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver answering each request with the next of `statuses` (then 200), recording what it got. */
async function receiver(statuses: number[] = [], opts: { delayMs?: number } = {}) {
  const received: Received[] = [];
  const requests = new EventEmitter();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      requests.emit('request');
      const status = statuses.shift() ?? 200;
      setTimeout(() => res.writeHead(status).end('ok'), opts.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    url,
    received,
    /** Resolves once `count` requests have come in. */
    async requested(count: number) {
      while (received.length < count) await once(requests, 'request');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const event = (caseId: number): ReviewStatusChanged => ({
  type: 'review.status_changed',
  caseId,
  from: 'SUBMITTED',
  to: 'IN_REVIEW',
  action: 'startReview',
  at: new Date().toISOString(),
});

let t: TestApp;
const silent = { info() {}, warn() {}, error() {} } as never;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_URLS: 'http://127.0.0.1:1/unused', WEBHOOK_SECRET: SECRET });
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.app.db.delete(webhookOutbox);
});

const sender = (opts: Partial<ConstructorParameters<typeof WebhookSender>[0]> = {}) =>
  new WebhookSender({
    db: t.app.db,
    secret: SECRET,
    log: silent,
    timeoutMs: 2_000,
    random: () => 0.5,
    ...opts,
  });

const rows = () => t.app.db.select().from(webhookOutbox);

describe('webhook signatures', () => {
  it('signs `${id}.${timestamp}.${body}` with HMAC-SHA256 as `v1,<base64>`, and a whsec_ secret as base64 bytes', () => {
    // The Standard Webhooks reference vector.
    expect(
      signWebhook(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('verifies only the right secret, body and a recent timestamp', () => {
    const now = Date.now();
    const ts = Math.floor(now / 1000);
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(ts),
      'webhook-signature': signWebhook(SECRET, 'msg_1', ts, '{}'),
    };
    expect(verifyWebhook(SECRET, headers, '{}', now)).toBe(true);
    expect(verifyWebhook(SECRET, headers, '{"a":1}', now)).toBe(false);
    expect(verifyWebhook(`${SECRET}x`, headers, '{}', now)).toBe(false);
    expect(verifyWebhook(SECRET, headers, '{}', now + 10 * 60_000)).toBe(false);
  });
});

describe('the webhook sender', () => {
  it('posts a signed, verifiable delivery without personal data, and marks it delivered', async () => {
    const hook = await receiver();
    await queueWebhooks(t.app.db, [hook.url], event(41));
    expect(await sender().deliverDue()).toBe(1);
    expect(hook.received).toHaveLength(1);
    const [got] = hook.received;
    expect(verifyWebhook(SECRET, got.headers, got.body)).toBe(true);
    // A UUIDv7, never a row number a database reset or another environment would repeat.
    expect(got.headers['webhook-id']).toMatch(
      /^msg_[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(got.headers['content-type']).toBe('application/json');
    expect(JSON.parse(got.body)).toEqual({
      type: 'review.status_changed',
      caseId: 41,
      from: 'SUBMITTED',
      to: 'IN_REVIEW',
      action: 'startReview',
      at: expect.any(String),
    });
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, lastError: null, failedAt: null });
    expect(row.deliveredAt).toBeInstanceOf(Date);
    // Delivered once: nothing is due any more.
    expect(await sender().deliverDue(new Date(Date.now() + 24 * 3600_000))).toBe(0);
    expect(hook.received).toHaveLength(1);
    await hook.close();
  });

  it('retries after a 500 with backoff (the same id), then delivers', async () => {
    const hook = await receiver([500]);
    await queueWebhooks(t.app.db, [hook.url], event(42));
    const s = sender({ baseDelayMs: 60_000 });
    expect(await s.deliverDue()).toBe(0);
    const [failed] = await rows();
    expect(failed).toMatchObject({ attempts: 1, lastError: 'HTTP 500', deliveredAt: null, failedAt: null });
    // Not before its time…
    expect(await s.deliverDue()).toBe(0);
    expect(hook.received).toHaveLength(1);
    // …then again, the same message id (a receiver drops what it has already handled).
    expect(await s.deliverDue(new Date(Date.now() + 61_000))).toBe(1);
    expect(hook.received).toHaveLength(2);
    expect(hook.received[1].headers['webhook-id']).toBe(hook.received[0].headers['webhook-id']);
    expect((await rows())[0]).toMatchObject({ attempts: 2, lastError: null });
    await hook.close();
  });

  it('gives up after the last attempt, and a receiver that is down or too slow counts as a failure', async () => {
    const slow = await receiver([], { delayMs: 1_000 });
    const gone = await receiver();
    await gone.close();
    await queueWebhooks(t.app.db, [gone.url, slow.url], event(43));
    const s = sender({ maxAttempts: 3, baseDelayMs: 1_000, timeoutMs: 200 });
    let now = Date.now();
    for (let run = 0; run < 10; run++) {
      await s.deliverDue(new Date(now));
      now += 3_600_000;
    }
    const all = await rows();
    expect(all).toHaveLength(2);
    for (const row of all) {
      expect(row.attempts).toBe(3);
      expect(row.failedAt).toBeInstanceOf(Date);
      expect(row.deliveredAt).toBeNull();
    }
    expect(all.find((r) => r.url === gone.url)!.lastError).toBe('ECONNREFUSED');
    expect(all.find((r) => r.url === slow.url)!.lastError).toMatch(/no answer within 200 ms/);
    await slow.close();
  });

  it('backs off exponentially, with jitter, up to a ceiling', () => {
    const opts = { baseDelayMs: 1_000, maxDelayMs: 10_000 };
    expect(webhookRetryDelayMs(1, { ...opts, random: () => 0 })).toBe(500);
    expect(webhookRetryDelayMs(1, { ...opts, random: () => 0.999 })).toBeCloseTo(1_000, -1);
    expect(webhookRetryDelayMs(3, { ...opts, random: () => 0 })).toBe(2_000);
    expect(webhookRetryDelayMs(30, { ...opts, random: () => 1 })).toBe(10_000);
  });

  it('lets two senders (two API instances) at the same rows deliver each once', async () => {
    const hook = await receiver([], { delayMs: 50 });
    for (let i = 0; i < 6; i++) await queueWebhooks(t.app.db, [hook.url], event(100 + i));
    const [a, b] = await Promise.all([
      sender({ batchSize: 4 }).deliverDue(),
      sender({ batchSize: 4 }).deliverDue(),
    ]);
    const [c] = await Promise.all([sender({ batchSize: 4 }).deliverDue()]);
    expect(a + b + c).toBe(6);
    expect(hook.received).toHaveLength(6);
    expect(new Set(hook.received.map((r) => r.headers['webhook-id'])).size).toBe(6);
    await hook.close();
  });

  it('runs on its own schedule once started, and stops', async () => {
    const hook = await receiver();
    await queueWebhooks(t.app.db, [hook.url], event(44));
    const s = sender();
    s.start(20);
    await hook.requested(1);
    await s.stop();
    expect(hook.received).toHaveLength(1);
    await hook.close();
  });

  it('sends nothing without a secret', async () => {
    await queueWebhooks(t.app.db, ['http://127.0.0.1:1/x'], event(45));
    expect(await sender({ secret: undefined }).deliverDue()).toBe(0);
    expect((await rows())[0].attempts).toBe(0);
  });
});

describe('the webhook outbox across a restart', () => {
  it('delivers, after the API restarts, a row the stopped one left due', async () => {
    const hook = await receiver();
    const first = await createTestApp({ WEBHOOK_URLS: hook.url, WEBHOOK_SECRET: SECRET });
    try {
      await queueWebhooks(first.app.db, [hook.url], event(46));
      await first.app.close();
      const again = await buildApp(first.config, { logger: false });
      try {
        await again.ready();
        expect(await again.webhooks.deliverDue()).toBe(1);
        expect(hook.received).toHaveLength(1);
        const [row] = await again.db.select().from(webhookOutbox).where(eq(webhookOutbox.url, hook.url));
        expect(row.deliveredAt).toBeInstanceOf(Date);
      } finally {
        await again.close();
      }
    } finally {
      await first.close().catch(() => undefined);
      await hook.close();
    }
  });
});
