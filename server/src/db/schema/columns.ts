import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';

// The column shapes the tables repeat, spelled once so every table stores them alike. Each is a function because a
// Drizzle column builder belongs to the one table it is placed in.

/** The generated bigint key most tables have. */
export const identityId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** Every moment is stored with its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A moment the database records itself when the row is written. */
export const timestamptzNow = (name: string) => timestamptz(name).notNull().defaultNow();

export const createdAt = () => timestamptzNow('created_at');

/** A JSON list that is empty rather than null. */
export const jsonbList = <T>(name: string) =>
  jsonb(name)
    .$type<T[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/** A JSON object that is empty rather than null. */
export const jsonbObject = <T extends object>(name: string) =>
  jsonb(name)
    .$type<T>()
    .notNull()
    .default(sql`'{}'::jsonb`);

/** A queue's retry state: how often it was tried, when it is next due, and why the last try failed. */
export const retryColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamptzNow('next_attempt_at'),
  lastError: text('last_error'),
});

/**
 * A record an application keeps one current version of (a document, a credential, an import): a newer one supersedes
 * it, and the old row stays.
 */
export const versionColumns = () => ({
  status: text('status').$type<'current' | 'superseded'>().notNull().default('current'),
  createdAt: createdAt(),
  supersededAt: timestamptz('superseded_at'),
});
