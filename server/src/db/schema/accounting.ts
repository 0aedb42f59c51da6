import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { applications } from './core';

/** Created by migrations/0005_accounting.sql. */
export const accountingUploads = pgTable(
  'accounting_uploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    sheetNames: jsonb('sheet_names').$type<string[]>().notNull(),
    selectedSheet: text('selected_sheet'),
    isMapping: boolean('is_mapping').notNull(),
    columnMapping: jsonb('column_mapping')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    monthlySeries: jsonb('monthly_series').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounting_uploads_application_idx').on(t.applicationId, t.createdAt)],
);

export const accountingConnectionEvents = pgTable(
  'accounting_connection_events',
  {
    resultId: uuid('result_id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    service: text('service').notNull(),
    status: text('status').$type<'connected' | 'access_denied'>().notNull(),
    reason: text('reason'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('accounting_connection_events_status_check', sql`${t.status} IN ('connected', 'access_denied')`),
    index('accounting_connection_events_application_idx').on(t.applicationId, t.occurredAt),
  ],
);
