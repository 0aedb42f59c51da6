import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mirrors migrations/0007_mail_queue.sql. */
export const mailQueue = pgTable('mail_queue', {
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
});
