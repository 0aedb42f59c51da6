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

/**
 * The devices an applicant chose to keep signed in ("Keep me signed in on this device"): the device's HttpOnly cookie
 * holds a random token, kept here only as its SHA-256. Exchanged for a session (and rotated) on a returning visit,
 * until it expires or the applicant revokes it; the rows go with their applicant.
 */
export const dashboardRememberedDevices = pgTable(
  'dashboard_remembered_devices',
  {
    id: identityId(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie's token, hex. */
    tokenHash: text('token_hash').notNull().unique('dashboard_remembered_devices_token_hash_key'),
    /** What the applicant recognises the device by ("Chrome on Windows"), from its User-Agent; never the header. */
    userAgent: text('user_agent').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('dashboard_remembered_devices_applicant_idx').on(t.applicantId)],
);
