import { sql } from 'drizzle-orm';
import type { StaffRole } from '@onboarding/shared/backoffice';
import type { Language } from '@onboarding/shared/server';
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz, timestamptzNow } from './columns';

export type { StaffRole };
export type StaffStatus = 'invited' | 'active' | 'disabled';

/** Created by migrations/0009_staff.sql. */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique('staff_email_key'),
    role: text('role').$type<StaffRole>().notNull(),
    status: text('status').$type<StaffStatus>().notNull().default('invited'),
    passwordHash: text('password_hash'),
    totpSecretCiphertext: text('totp_secret_ciphertext'),
    totpSecretIv: text('totp_secret_iv'),
    totpSecretTag: text('totp_secret_tag'),
    totpSecretKeyVersion: text('totp_secret_key_version'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    /** `issuer|subject` of the single sign-on identity (0013_staff_sso.sql); null for password-only accounts. */
    ssoSubject: text('sso_subject'),
    /** The language of their emails: the inviting page's, then their own page's at enrolment and sign-in (0020). */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: timestamptzNow('updated_at'),
  },
  (t) => [
    uniqueIndex('staff_sso_subject_idx')
      .on(t.ssoSubject)
      .where(sql`sso_subject IS NOT NULL`),
    check('staff_email_check', sql`${t.email} = lower(${t.email})`),
    check('staff_role_check', sql`${t.role} IN ('reviewer', 'approver', 'admin')`),
    check('staff_status_check', sql`${t.status} IN ('invited', 'active', 'disabled')`),
    check('staff_language_check', sql`${t.language} IN ('en', 'ar')`),
    check(
      'staff_active_credentials',
      sql`${t.status} <> 'active' OR (${t.passwordHash} IS NOT NULL AND ${t.totpSecretCiphertext} IS NOT NULL) OR ${t.ssoSubject} IS NOT NULL`,
    ),
  ],
);

export const staffEnrolments = pgTable(
  'staff_enrolments',
  {
    id: identityId(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('staff_enrolments_token_hash_key'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_enrolments_staff_idx').on(t.staffId)],
);

/** Created by migrations/0010_staff_sessions.sql. `id` names a session in audit rows; the cookie's value is never stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('staff_sessions_token_hash_key'),
    createdAt: timestamptz('created_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    index('staff_sessions_staff_idx')
      .on(t.staffId)
      .where(sql`revoked_at IS NULL`),
  ],
);

/** Created by migrations/0013_staff_sso.sql: single sign-on callbacks already taken (state hashes), against replays. */
export const staffSsoCallbacks = pgTable(
  'staff_sso_callbacks',
  {
    stateHash: text('state_hash').primaryKey(),
    usedAt: timestamptz('used_at').notNull(),
  },
  (t) => [index('staff_sso_callbacks_used_idx').on(t.usedAt)],
);

/**
 * One-time links that let the first administrator in (staff/setup.ts): issued at the API's start while no
 * administrator is active, each valid for a day; using one uses them all up. The token is stored by its hash only.
 */
export const staffSetupLinks = pgTable('staff_setup_links', {
  id: identityId(),
  tokenHash: text('token_hash').notNull().unique('staff_setup_links_token_hash_key'),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: createdAt(),
});
