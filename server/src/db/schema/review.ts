import type { DocumentMark } from '@onboarding/shared/backoffice';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { documents } from './documents';
import { createdAt, identityId, jsonbList, timestamptz, timestamptzNow } from './columns';
import { applicationReference, staffReference } from './references';

/** Created by migrations/0012_workbench.sql. */
export const caseNotes = pgTable(
  'case_notes',
  {
    id: identityId(),
    applicationId: applicationReference(),
    staffId: staffReference('staff_id').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
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
    staffId: staffReference('staff_id').notNull(),
    markedAt: timestamptzNow('marked_at'),
  },
  (t) => [check('document_marks_mark_check', sql`${t.mark} IN ('accepted', 'needs_reupload')`)],
);

export const informationRequests = pgTable(
  'information_requests',
  {
    id: identityId(),
    applicationId: applicationReference(),
    staffId: staffReference('staff_id').notNull(),
    documentKinds: jsonbList<string>('document_kinds'),
    message: text('message'),
    createdAt: createdAt(),
    answeredAt: timestamptz('answered_at'),
    /** The applicant's words with the answer, from the dashboard (0016_dashboard.sql). */
    reply: text('reply'),
  },
  (t) => [index('information_requests_application_idx').on(t.applicationId, t.createdAt)],
);

export const webhookOutbox = pgTable(
  'webhook_outbox',
  {
    id: identityId(),
    /** The delivery's webhook-id (UUIDv7 from the sender; rows older than the column got a random one). */
    messageId: uuid('message_id').notNull().defaultRandom(),
    url: text('url').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptzNow('next_attempt_at'),
    deliveredAt: timestamptz('delivered_at'),
    failedAt: timestamptz('failed_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`delivered_at IS NULL AND failed_at IS NULL`),
  ],
);
