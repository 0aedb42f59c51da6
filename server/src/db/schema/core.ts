import type { Digits, Language, ReviewStatus, Stage, StageFlags } from '@onboarding/shared/server';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staff } from './staff';
import { createdAt, identityId, jsonbList, jsonbObject, timestamptz, timestamptzNow } from './columns';

// The contract types are the shared package's (what check-user answers); the columns hold exactly them.
export type StageName = Stage;
export type StageFlagsRow = StageFlags;

export const applicants = pgTable(
  'applicants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique('applicants_email_key'),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    emailVerifiedAt: timestamptz('email_verified_at'),
    createdAt: createdAt(),
    /** The language of their emails and offer letter (0018_applicant_language.sql). */
    language: text('language').$type<Language>().notNull().default('en'),
    /** The digits of their emails and offer letter in Arabic (0020_mail_locale.sql). */
    digits: text('digits').$type<Digits>().notNull().default('latn'),
  },
  (t) => [
    check('applicants_language_check', sql`${t.language} IN ('en', 'ar')`),
    check('applicants_digits_check', sql`${t.digits} IN ('latn', 'arab')`),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1000 }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id),
    status: text('status').$type<'pending' | 'active' | 'superseded'>().notNull().default('active'),
    stage: text('stage').$type<StageName>(),
    stages: jsonbObject<StageFlagsRow>('stages'),
    eligibilityStep: jsonb('eligibility_step').$type<Record<string, unknown>>(),
    transactionsStep: jsonb('transactions_step').$type<Record<string, unknown>>(),
    accountingStep: jsonbList<Record<string, unknown>>('accounting_step'),
    createdAt: createdAt(),
    updatedAt: timestamptzNow('updated_at'),
    submittedAt: timestamptz('submitted_at'),
    /** Null until submitted; then the review's status (lifecycle/review.ts), apart from the stage. */
    reviewStatus: text('review_status').$type<ReviewStatus>(),
    /** The staff member the case is assigned to (0012_workbench.sql). */
    assigneeId: uuid('assignee_id').references(() => staff.id),
  },
  (t) => [
    index('applications_applicant_idx').on(t.applicantId, t.status),
    uniqueIndex('applications_one_active_idx')
      .on(t.applicantId)
      .where(sql`status = 'active'`),
    index('applications_review_idx')
      .on(t.reviewStatus, t.submittedAt)
      .where(sql`review_status IS NOT NULL`),
    check('applications_status_check', sql`${t.status} IN ('pending', 'active', 'superseded')`),
    check(
      'applications_stage_check',
      sql`${t.stage} IN ('VERIFIED', 'ELIGIBLE', 'TRANSACTION', 'ACCOUNTING', 'PENDING')`,
    ),
    check(
      'applications_review_status_check',
      sql`${t.reviewStatus} IN ('SUBMITTED', 'IN_REVIEW', 'INFO_REQUESTED', 'OFFER_PROPOSED', 'OFFER_APPROVED', 'OFFER_SENT', 'ACCEPTED', 'DECLINED', 'WITHDRAWN')`,
    ),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: identityId(),
    /** No foreign keys (0017_privacy.sql): an erased applicant's entries stay, their ids kept as pseudonyms. */
    applicationId: integer('application_id'),
    applicantId: uuid('applicant_id'),
    actor: text('actor').notNull().default('applicant'),
    action: text('action').notNull(),
    detail: jsonbObject<Record<string, unknown>>('detail'),
    at: timestamptzNow('at'),
    /** The staff member who acted or viewed, and their address (0012_workbench.sql); null for the applicant's rows. */
    staffId: uuid('staff_id').references(() => staff.id),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_application_idx').on(t.applicationId, t.at),
    index('audit_log_staff_idx')
      .on(t.staffId, t.at)
      .where(sql`staff_id IS NOT NULL`),
  ],
);

export const helpRequests = pgTable('help_requests', {
  id: identityId(),
  applicantId: uuid('applicant_id').references(() => applicants.id),
  email: text('email').notNull(),
  note: text('note').notNull(),
  createdAt: createdAt(),
});

export const captchaSolutionsUsed = pgTable('captcha_solutions_used', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamptz('expires_at').notNull(),
});
