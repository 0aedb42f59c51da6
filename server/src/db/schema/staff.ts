import type { StaffRole } from '@onboarding/shared/backoffice';
import type { Language } from '@onboarding/shared/server';
import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type { StaffRole };
export type StaffStatus = 'invited' | 'active' | 'disabled';

/** Mirrors migrations/0009_staff.sql. */
export const staff = pgTable('staff', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  role: text('role').$type<StaffRole>().notNull(),
  status: text('status').$type<StaffStatus>().notNull().default('invited'),
  passwordHash: text('password_hash'),
  totpSecretCiphertext: text('totp_secret_ciphertext'),
  totpSecretIv: text('totp_secret_iv'),
  totpSecretTag: text('totp_secret_tag'),
  totpSecretKeyVersion: text('totp_secret_key_version'),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** `issuer|subject` of the single sign-on identity (0013_staff_sso.sql); null for password-only accounts. */
  ssoSubject: text('sso_subject'),
  /** The language of their emails: the inviting page's, then their own page's at enrolment and sign-in (0020). */
  language: text('language').$type<Language>().notNull().default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staffEnrolments = pgTable('staff_enrolments', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  staffId: uuid('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mirrors migrations/0010_staff_sessions.sql. `id` names a session in audit rows; the cookie's value is never stored. */
export const staffSessions = pgTable('staff_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  staffId: uuid('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  ip: text('ip').notNull(),
  userAgent: text('user_agent'),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Mirrors migrations/0013_staff_sso.sql: single sign-on callbacks already taken (state hashes), against replays. */
export const staffSsoCallbacks = pgTable('staff_sso_callbacks', {
  stateHash: text('state_hash').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
});
