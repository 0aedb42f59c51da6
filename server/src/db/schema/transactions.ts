import { sql } from 'drizzle-orm';
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { applications } from './core';

/** Created by migrations/0004_transactions.sql. */
export const providerCredentials = pgTable(
  'provider_credentials',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    provider: text('provider').$type<'stripe' | 'paypal' | 'tap'>().notNull(),
    secretCiphertext: text('secret_ciphertext'),
    secretIv: text('secret_iv'),
    secretTag: text('secret_tag'),
    clientIdCiphertext: text('client_id_ciphertext'),
    clientIdIv: text('client_id_iv'),
    clientIdTag: text('client_id_tag'),
    keyVersion: text('key_version').notNull(),
    verification: text('verification').$type<'live' | 'skipped'>().notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    status: text('status').$type<'current' | 'superseded'>().notNull().default('current'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('provider_credentials_current_idx')
      .on(t.applicationId)
      .where(sql`status = 'current'`),
    index('provider_credentials_application_idx').on(t.applicationId, t.createdAt),
    check('provider_credentials_provider_check', sql`${t.provider} IN ('stripe', 'paypal', 'tap')`),
    check('provider_credentials_verification_check', sql`${t.verification} IN ('live', 'skipped')`),
    check('provider_credentials_status_check', sql`${t.status} IN ('current', 'superseded')`),
    check(
      'provider_credentials_check',
      sql`${t.status} = 'superseded' OR (${t.secretCiphertext} IS NOT NULL AND ${t.secretIv} IS NOT NULL AND ${t.secretTag} IS NOT NULL)`,
    ),
    check(
      'provider_credentials_check1',
      sql`${t.provider} <> 'paypal' OR ${t.status} = 'superseded' OR ${t.clientIdCiphertext} IS NOT NULL`,
    ),
  ],
);

export const transactionImports = pgTable(
  'transaction_imports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    uploadTimestamp: text('upload_timestamp').notNull(),
    uploadKey: text('upload_key').notNull(),
    industry: text('industry').$type<'SAAS' | 'MARKETPLACE'>().notNull(),
    method: text('method').$type<'No refund' | 'Forward deduction' | 'Standard'>().notNull(),
    systemName: text('system_name').notNull(),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    skipValidation: boolean('skip_validation').notNull(),
    dateOrder: text('date_order').$type<'MDY' | 'DMY'>().notNull(),
    series: jsonb('series').$type<Record<string, unknown>[]>().notNull(),
    customers: integer('customers').notNull(),
    rowsRead: integer('rows_read').notNull(),
    rowsRejected: integer('rows_rejected').notNull(),
    rejectedByKind: jsonb('rejected_by_kind')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    rejectedSamples: jsonb('rejected_samples')
      .$type<{ row: number; reason: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    status: text('status').$type<'current' | 'superseded'>().notNull().default('current'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('transaction_imports_current_idx')
      .on(t.applicationId)
      .where(sql`status = 'current'`),
    index('transaction_imports_application_idx').on(t.applicationId, t.createdAt),
    check('transaction_imports_industry_check', sql`${t.industry} IN ('SAAS', 'MARKETPLACE')`),
    check(
      'transaction_imports_method_check',
      sql`${t.method} IN ('No refund', 'Forward deduction', 'Standard')`,
    ),
    check('transaction_imports_date_order_check', sql`${t.dateOrder} IN ('MDY', 'DMY')`),
    check('transaction_imports_status_check', sql`${t.status} IN ('current', 'superseded')`),
  ],
);
