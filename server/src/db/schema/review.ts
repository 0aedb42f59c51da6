import type { DocumentMark } from '@onboarding/shared/backoffice';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './core';
import { documents } from './documents';
import { staff } from './staff';

/** Created by migrations/0012_workbench.sql. */
export const caseNotes = pgTable(
  'case_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_notes_application_idx').on(t.applicationId, t.createdAt)],
);

export const documentMarks = pgTable(
  'document_marks',
  {
    documentId: bigint('document_id', { mode: 'number' })
      .primaryKey()
      .references(() => documents.id),
    mark: text('mark').$type<DocumentMark>().notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('document_marks_mark_check', sql`${t.mark} IN ('accepted', 'needs_reupload')`)],
);

export const informationRequests = pgTable(
  'information_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    documentKinds: jsonb('document_kinds')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The applicant's words with the answer, from the dashboard (0016_dashboard.sql). */
    reply: text('reply'),
  },
  (t) => [index('information_requests_application_idx').on(t.applicationId, t.createdAt)],
);

export const webhookOutbox = pgTable(
  'webhook_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    url: text('url').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`delivered_at IS NULL AND failed_at IS NULL`),
  ],
);
