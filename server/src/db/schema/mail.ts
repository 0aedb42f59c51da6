import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Created by migrations/0007_mail_queue.sql. */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ciphertext: text('ciphertext'),
    iv: text('iv'),
    tag: text('tag'),
    keyVersion: text('key_version').notNull(),
    status: text('status').$type<'queued' | 'sent' | 'expired'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_queue_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'queued'`),
    check('mail_queue_status_check', sql`${t.status} IN ('queued', 'sent', 'expired')`),
  ],
);
