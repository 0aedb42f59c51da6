import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identityId, jsonbList, jsonbObject, timestamptz, versionColumns } from './columns';
import { applicationReference } from './references';

/** One current row per application (the older ones superseded), and an index that lists its rows by age. */
const currentPerApplication = (table: string, t: { applicationId: AnyPgColumn; createdAt: AnyPgColumn }) => [
  uniqueIndex(`${table}_current_idx`)
    .on(t.applicationId)
    .where(sql`status = 'current'`),
  index(`${table}_application_idx`).on(t.applicationId, t.createdAt),
];

/** Created by migrations/0004_transactions.sql. */
export const providerCredentials = pgTable(
  'provider_credentials',
  {
    id: identityId(),
    applicationId: applicationReference(),
    provider: text('provider').$type<'stripe' | 'paypal' | 'tap'>().notNull(),
    secretCiphertext: text('secret_ciphertext'),
    secretIv: text('secret_iv'),
    secretTag: text('secret_tag'),
    clientIdCiphertext: text('client_id_ciphertext'),
    clientIdIv: text('client_id_iv'),
    clientIdTag: text('client_id_tag'),
    keyVersion: text('key_version').notNull(),
    verification: text('verification').$type<'live' | 'skipped'>().notNull(),
    verifiedAt: timestamptz('verified_at'),
    ...versionColumns(),
  },
  (t) => [
    ...currentPerApplication('provider_credentials', t),
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
    id: identityId(),
    applicationId: applicationReference(),
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
    rejectedByKind: jsonbObject<Record<string, number>>('rejected_by_kind'),
    rejectedSamples: jsonbList<{ row: number; reason: string }>('rejected_samples'),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    ...versionColumns(),
  },
  (t) => [
    ...currentPerApplication('transaction_imports', t),
    check('transaction_imports_industry_check', sql`${t.industry} IN ('SAAS', 'MARKETPLACE')`),
    check(
      'transaction_imports_method_check',
      sql`${t.method} IN ('No refund', 'Forward deduction', 'Standard')`,
    ),
    check('transaction_imports_date_order_check', sql`${t.dateOrder} IN ('MDY', 'DMY')`),
    check('transaction_imports_status_check', sql`${t.status} IN ('current', 'superseded')`),
  ],
);
