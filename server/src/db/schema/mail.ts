import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, retryColumns, timestamptz } from './columns';

/** Created by migrations/0007_mail_queue.sql. */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: identityId(),
    ciphertext: text('ciphertext'),
    iv: text('iv'),
    tag: text('tag'),
    keyVersion: text('key_version').notNull(),
    status: text('status').$type<'queued' | 'sent' | 'expired'>().notNull().default('queued'),
    ...retryColumns(),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('mail_queue_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'queued'`),
    check('mail_queue_status_check', sql`${t.status} IN ('queued', 'sent', 'expired')`),
  ],
);
