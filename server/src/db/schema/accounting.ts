import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, identityId, jsonbObject, timestamptz, timestamptzNow } from './columns';
import { applicationReference } from './references';

/** Created by migrations/0005_accounting.sql. */
export const accountingUploads = pgTable(
  'accounting_uploads',
  {
    id: identityId(),
    applicationId: applicationReference(),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    sheetNames: jsonb('sheet_names').$type<string[]>().notNull(),
    selectedSheet: text('selected_sheet'),
    isMapping: boolean('is_mapping').notNull(),
    columnMapping: jsonbObject<Record<string, unknown>>('column_mapping'),
    monthlySeries: jsonb('monthly_series').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('accounting_uploads_application_idx').on(t.applicationId, t.createdAt)],
);

export const accountingConnectionEvents = pgTable(
  'accounting_connection_events',
  {
    resultId: uuid('result_id').primaryKey(),
    applicationId: applicationReference(),
    service: text('service').notNull(),
    status: text('status').$type<'connected' | 'access_denied'>().notNull(),
    reason: text('reason'),
    occurredAt: timestamptz('occurred_at').notNull(),
    receivedAt: timestamptzNow('received_at'),
  },
  (t) => [
    check('accounting_connection_events_status_check', sql`${t.status} IN ('connected', 'access_denied')`),
    index('accounting_connection_events_application_idx').on(t.applicationId, t.occurredAt),
  ],
);
