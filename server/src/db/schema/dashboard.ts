import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applicants } from './core';

/** Created by migrations/0016_dashboard.sql (the offer's answer and the request's reply are on their own tables). */
export const dashboardSignInLinks = pgTable(
  'dashboard_sign_in_links',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    /** SHA-256 of the mailed secret, hex: the secret itself is never stored. */
    secretHash: text('secret_hash').notNull().unique('dashboard_sign_in_links_secret_hash_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('dashboard_sign_in_links_applicant_idx').on(t.applicantId, t.createdAt)],
);
