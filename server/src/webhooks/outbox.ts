import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ReviewAction } from '@onboarding/shared/backoffice';
import type { ReviewStatus } from '@onboarding/shared/server';
import type { Db } from '../db/client';
import { Schedule } from '../lib/schedule';
import { uuidv7 } from '../lib/uuid7';
import { webhookOutbox } from '../db/schema';
import { webhookHeaders } from './signature';

// The provider's other systems hear of every review transition through a durable outbox: a row per configured
// URL is written in the transition's own transaction (so a transition is never announced without happening, nor
// happens unannounced), and a sender on each API instance posts the due rows, signed, and retries with backoff.
// Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so two instances never post one row at the same time,
// and a restart loses nothing: an unfinished row is simply due again when its lease ends.

export const REVIEW_STATUS_CHANGED = 'review.status_changed';

/** What is posted: the transition and nothing about the applicant (the receiver asks the API for more). */
export interface ReviewStatusChanged {
  type: typeof REVIEW_STATUS_CHANGED;
  caseId: number;
  from: ReviewStatus;
  to: ReviewStatus;
  action: ReviewAction;
  at: string;
}

/** One outbox row per URL, in `db` (the transaction of the transition). */
export async function queueWebhooks(
  db: Db,
  urls: readonly string[],
  event: ReviewStatusChanged,
): Promise<void> {
  if (!urls.length) return;
  // Due now by the sender's clock (this process's), not the database's: now() keeps microseconds and a Date does
  // not, so a row stamped by the database could still be a fraction of a millisecond "in the future" to the sender.
  const due = new Date();
  await db.insert(webhookOutbox).values(
    urls.map((url) => ({
      messageId: uuidv7(),
      url,
      event: event.type,
      payload: { ...event },
      nextAttemptAt: due,
    })),
  );
}

export interface WebhookSenderOptions {
  db: Db;
  secret: string | undefined;
  log: FastifyBaseLogger;
  /** Per attempt; a receiver slower than this counts as a failure and is retried. */
  timeoutMs?: number;
  /** Attempts before a row is marked failed. */
  maxAttempts?: number;
  /** The first retry's wait; each next one doubles, up to `maxDelayMs`, with jitter. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Rows posted per run (in parallel): a run is bounded however full the outbox is. */
  batchSize?: number;
  /** Random in [0, 1) for the jitter (tests pin it). */
  random?: () => number;
}

const SECOND = 1000;

/** The wait before attempt `attempts + 1`: exponential, capped, with "equal jitter" (half fixed, half random). */
export function webhookRetryDelayMs(
  attempts: number,
  { baseDelayMs = 30 * SECOND, maxDelayMs = 60 * 60 * SECOND, random = Math.random } = {},
): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

type Row = typeof webhookOutbox.$inferSelect;

/** The receiver's address as logs may show it: a URL's path or query may hold a token of the receiver's. */
const origin = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid URL';
  }
};

export class WebhookSender {
  private readonly timeoutMs: number;
  private readonly maxAttempts: number;
  private readonly batchSize: number;
  private readonly delay: (attempts: number) => number;
  private readonly schedule = new Schedule(
    () => this.deliverDue(),
    (err) => this.opts.log.warn({ err }, 'webhook run failed; it runs again later'),
  );

  constructor(private readonly opts: WebhookSenderOptions) {
    this.timeoutMs = opts.timeoutMs ?? 10 * SECOND;
    this.maxAttempts = opts.maxAttempts ?? 12;
    this.batchSize = opts.batchSize ?? 10;
    this.delay = (attempts) =>
      webhookRetryDelayMs(attempts, {
        baseDelayMs: opts.baseDelayMs,
        maxDelayMs: opts.maxDelayMs,
        random: opts.random,
      });
  }

  /** How long a claimed row is held: past the attempt's timeout, so no other instance takes it meanwhile. */
  private get leaseMs() {
    return this.timeoutMs + 30 * SECOND;
  }

  /** Claims up to a batch of due rows (rows another instance holds are skipped, not waited for). */
  private async claim(now: Date): Promise<Row[]> {
    return this.opts.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(webhookOutbox)
        .where(
          and(
            isNull(webhookOutbox.deliveredAt),
            isNull(webhookOutbox.failedAt),
            lte(webhookOutbox.nextAttemptAt, now),
          ),
        )
        .orderBy(asc(webhookOutbox.nextAttemptAt), asc(webhookOutbox.id))
        .limit(this.batchSize)
        .for('update', { skipLocked: true });
      if (rows.length)
        await tx
          .update(webhookOutbox)
          .set({ nextAttemptAt: new Date(now.getTime() + this.leaseMs) })
          .where(
            inArray(
              webhookOutbox.id,
              rows.map((r) => r.id),
            ),
          );
      return rows;
    });
  }

  /** Posts every due row once (one batch); returns how many were delivered. Never throws for a receiver's failure. */
  async deliverDue(now = new Date()): Promise<number> {
    if (!this.opts.secret) return 0;
    const rows = await this.claim(now);
    const results = await Promise.all(rows.map((row) => this.attempt(row, now)));
    return results.filter(Boolean).length;
  }

  private async post(row: Row): Promise<string | null> {
    // Globally unique and the same on every retry, so a receiver that de-duplicates by it drops only repeats.
    const id = `msg_${row.messageId}`;
    const body = JSON.stringify(row.payload);
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const res = await fetch(row.url, {
        method: 'POST',
        headers: webhookHeaders(this.opts.secret!, id, timestamp, body),
        body,
        // A redirect is not followed (it could lead the signed payload anywhere): it counts as a failure.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      // The answer is not read beyond its status; drain it so the connection can be reused.
      await res.body?.cancel().catch(() => undefined);
      return res.status >= 200 && res.status < 300 ? null : `HTTP ${res.status}`;
    } catch (err) {
      const e = err as Error & { cause?: { code?: string; message?: string } };
      if (e.name === 'TimeoutError') return `no answer within ${this.timeoutMs} ms`;
      // The network's reason (ECONNREFUSED, bad port…), never the URL.
      return (e.cause?.code ?? e.cause?.message ?? e.name ?? 'error').slice(0, 100);
    }
  }

  private async attempt(row: Row, now: Date): Promise<boolean> {
    const failure = await this.post(row);
    const attempts = row.attempts + 1;
    const log = { webhookId: row.id, target: origin(row.url), attempts };
    try {
      if (!failure) {
        await this.opts.db
          .update(webhookOutbox)
          .set({ attempts, deliveredAt: new Date(), lastError: null })
          .where(and(eq(webhookOutbox.id, row.id), isNull(webhookOutbox.deliveredAt)));
        this.opts.log.info(log, 'webhook delivered');
        return true;
      }
      if (attempts >= this.maxAttempts) {
        await this.opts.db
          .update(webhookOutbox)
          .set({ attempts, failedAt: new Date(), lastError: failure })
          .where(eq(webhookOutbox.id, row.id));
        this.opts.log.error({ ...log, error: failure }, 'webhook given up after its last attempt');
        return false;
      }
      await this.opts.db
        .update(webhookOutbox)
        .set({ attempts, nextAttemptAt: new Date(now.getTime() + this.delay(attempts)), lastError: failure })
        .where(eq(webhookOutbox.id, row.id));
      this.opts.log.warn({ ...log, error: failure }, 'webhook not delivered: retried later');
    } catch (err) {
      // The database failing: the lease runs out and the row is due again.
      this.opts.log.warn({ ...log, err }, 'webhook attempt could not be recorded; retried later');
    }
    return false;
  }

  /** Runs `deliverDue` every `intervalMs` until `stop` (one run at a time). */
  start(intervalMs: number): void {
    this.schedule.start(intervalMs);
  }

  /** A run now (after a transition's commit), unless one is under way or the sender is stopped. */
  wake(): void {
    this.schedule.wake();
  }

  /** Stops the schedule and waits for a run under way (its rows are recorded, or their lease runs out). */
  stop(): Promise<void> {
    return this.schedule.stop();
  }
}
