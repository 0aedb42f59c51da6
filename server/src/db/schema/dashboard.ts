import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { applicants } from './core';
import { createdAt, identityId, timestamptz } from './columns';

/** Created by migrations/0016_dashboard.sql (the offer's answer and the request's reply are on their own tables). */
export const dashboardSignInLinks = pgTable(
  'dashboard_sign_in_links',
  {
    id: identityId(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    /** SHA-256 of the mailed secret, hex: the secret itself is never stored. */
    secretHash: text('secret_hash').notNull().unique('dashboard_sign_in_links_secret_hash_key'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('dashboard_sign_in_links_applicant_idx').on(t.applicantId, t.createdAt)],
);
