import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { mailQueue } from '../db/schema';
import type { SecretBox } from '../transactions/secret-box';
import type { MailMessage, Mailer } from '../types';

// Mail is queued in the transaction of the change that sends it, then delivered at once; while the mail server is
// down it is retried on a schedule instead of being lost (or failing the applicant's request). The message is
// sealed at rest (its link opens an application) and erased once sent.

const AAD = 'mail_queue';
const MINUTE = 60 * 1000;

export interface MailQueueOptions {
  db: Db;
  mailer: Mailer;
  box: SecretBox;
  log: FastifyBaseLogger;
  /** A message still undelivered after this is given up (its link has expired by then anyway). */
  maxAgeMs?: number;
}

/** How long a delivery in progress holds its message, so no other instance's retry sends it meanwhile. */
const LEASE_MS = 2 * MINUTE;

/** Wait before the next attempt: 30 s, 1 min, 2 min … at most 15 min. */
export const retryDelayMs = (attempts: number) =>
  Math.min(15 * MINUTE, 30_000 * 2 ** Math.max(0, attempts - 1));

export class MailQueue {
  private readonly maxAgeMs: number;

  constructor(private readonly opts: MailQueueOptions) {
    this.maxAgeMs = opts.maxAgeMs ?? 24 * 60 * MINUTE;
  }

  /** Queues `message` in `db` (pass the transaction of the change that sends it); deliver it after the commit. */
  async enqueue(db: Db, message: MailMessage): Promise<number> {
    const sealed = this.opts.box.seal(JSON.stringify(message), AAD);
    const [row] = await db
      .insert(mailQueue)
      .values({
        ciphertext: sealed.ciphertext,
        iv: sealed.iv,
        tag: sealed.tag,
        keyVersion: sealed.keyVersion,
        // Held for the delivery that follows the commit: the schedule takes it only if that one fails.
        nextAttemptAt: new Date(Date.now() + LEASE_MS),
      })
      .returning({ id: mailQueue.id });
    return row.id;
  }

  /** One delivery attempt of a queued message; true once it is sent (now or before). Never throws. */
  async deliver(id: number, now = new Date()): Promise<boolean> {
    try {
      return await this.attempt(id, now);
    } catch (err) {
      // The database itself failing: the message stays queued and the schedule tries again.
      this.opts.log.warn({ mailId: id, err }, 'mail delivery could not be recorded; retried later');
      return false;
    }
  }

  private async attempt(id: number, now: Date): Promise<boolean> {
    const [row] = await this.opts.db.select().from(mailQueue).where(eq(mailQueue.id, id)).limit(1);
    if (!row || row.status !== 'queued') return row?.status === 'sent';
    if (now.getTime() - row.createdAt.getTime() > this.maxAgeMs) {
      await this.finish(id, 'expired', now);
      this.opts.log.error({ mailId: id, attempts: row.attempts }, 'mail given up: undelivered for too long');
      return false;
    }
    let message: MailMessage;
    try {
      message = JSON.parse(
        this.opts.box.open(
          { ciphertext: row.ciphertext!, iv: row.iv!, tag: row.tag!, keyVersion: row.keyVersion },
          AAD,
        ),
      ) as MailMessage;
    } catch {
      await this.finish(id, 'expired', now);
      this.opts.log.error({ mailId: id }, 'queued mail cannot be opened (another SECRETS_KEY?): given up');
      return false;
    }
    try {
      await this.opts.mailer.send(message);
    } catch (err) {
      const attempts = row.attempts + 1;
      await this.opts.db
        .update(mailQueue)
        .set({
          attempts,
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          lastError: (err as Error).message.slice(0, 200),
        })
        .where(eq(mailQueue.id, id));
      this.opts.log.warn(
        { mailId: id, attempts, err: (err as Error).message },
        'mail not delivered: retried later',
      );
      return false;
    }
    await this.finish(id, 'sent', now);
    return true;
  }

  /** Every queued message whose next attempt is due (the schedule calls this); returns how many were sent. */
  async deliverDue(now = new Date()): Promise<number> {
    const due = await this.opts.db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(and(eq(mailQueue.status, 'queued'), lte(mailQueue.nextAttemptAt, now)))
      .orderBy(asc(mailQueue.id))
      .limit(100);
    let sent = 0;
    for (const { id } of due) {
      // Claimed first, at the time of the claim (an earlier delivery may have taken a while): of several API
      // instances retrying at once, one sends each message.
      const at = new Date(Math.max(Date.now(), now.getTime()));
      const claimed = await this.opts.db
        .update(mailQueue)
        .set({ nextAttemptAt: new Date(at.getTime() + LEASE_MS) })
        .where(and(eq(mailQueue.id, id), eq(mailQueue.status, 'queued'), lte(mailQueue.nextAttemptAt, at)))
        .returning({ id: mailQueue.id });
      if (claimed.length && (await this.deliver(id, at))) sent++;
    }
    return sent;
  }

  /** Sent or given up: the sealed content is erased, the row stays as the record. */
  private async finish(id: number, status: 'sent' | 'expired', now: Date) {
    await this.opts.db
      .update(mailQueue)
      .set({ status, sentAt: status === 'sent' ? now : null, ciphertext: null, iv: null, tag: null })
      .where(and(eq(mailQueue.id, id), eq(mailQueue.status, 'queued')));
  }
}
