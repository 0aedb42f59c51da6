import { sql } from 'drizzle-orm';
import type { OfferStatus, OfferTerms } from '@onboarding/shared/backoffice';
import {
  bigint,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identityId, timestamptz, timestamptzNow } from './columns';
import { applicationReference, staffReference } from './references';

/** Created by migrations/0015_offers.sql and 0016_dashboard.sql. */
export const offers = pgTable(
  'offers',
  {
    id: identityId(),
    applicationId: applicationReference(),
    version: integer('version').notNull(),
    status: text('status').$type<OfferStatus>().notNull().default('proposed'),
    terms: jsonb('terms').$type<OfferTerms>().notNull(),
    currency: text('currency').notNull(),
    costMinor: bigint('cost_minor', { mode: 'number' }).notNull(),
    profitMinor: bigint('profit_minor', { mode: 'number' }).notNull(),
    salePriceMinor: bigint('sale_price_minor', { mode: 'number' }).notNull(),
    tenureMonths: integer('tenure_months').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    clausesVersion: text('clauses_version').notNull(),
    requiredApprovals: smallint('required_approvals').notNull(),
    proposedBy: staffReference('proposed_by').notNull(),
    proposedAt: timestamptzNow('proposed_at'),
    approvedAt: timestamptz('approved_at'),
    returnedBy: staffReference('returned_by'),
    returnedAt: timestamptz('returned_at'),
    returnReason: text('return_reason'),
    /** Withdrawn after it was sent (0022_offer_withdrawn.sql): by an approver with a reason, or with its case. */
    withdrawnBy: staffReference('withdrawn_by'),
    withdrawnAt: timestamptz('withdrawn_at'),
    withdrawReason: text('withdraw_reason'),
    pdfKey: text('pdf_key'),
    pdfSha256: text('pdf_sha256'),
    pdfSize: integer('pdf_size'),
    sentBy: staffReference('sent_by'),
    sentAt: timestamptz('sent_at'),
    /** The applicant's answer (0016_dashboard.sql): when, from which address, the typed signature or the reason. */
    answeredAt: timestamptz('answered_at'),
    answeredIp: text('answered_ip'),
    signature: text('signature'),
    declineReason: text('decline_reason'),
  },
  (t) => [
    unique('offers_application_id_version_key').on(t.applicationId, t.version),
    uniqueIndex('offers_one_open_idx')
      .on(t.applicationId)
      .where(sql`status IN ('proposed', 'approved')`),
    check('offers_version_check', sql`${t.version} >= 1`),
    check(
      'offers_status_check',
      sql`${t.status} IN ('proposed', 'approved', 'sent', 'accepted', 'declined', 'returned', 'superseded', 'expired', 'withdrawn')`,
    ),
    check('offers_cost_minor_check', sql`${t.costMinor} > 0`),
    check('offers_profit_minor_check', sql`${t.profitMinor} >= 0`),
    check('offers_check', sql`${t.salePriceMinor} = ${t.costMinor} + ${t.profitMinor}`),
    check('offers_tenure_months_check', sql`${t.tenureMonths} BETWEEN 1 AND 120`),
    check('offers_required_approvals_check', sql`${t.requiredApprovals} IN (1, 2)`),
    check(
      'offers_answer_check',
      sql`(${t.status} = 'accepted' AND ${t.answeredAt} IS NOT NULL AND ${t.signature} IS NOT NULL) OR (${t.status} = 'declined' AND ${t.answeredAt} IS NOT NULL AND ${t.signature} IS NULL) OR (${t.status} NOT IN ('accepted', 'declined') AND ${t.answeredAt} IS NULL)`,
    ),
  ],
);

export const offerApprovals = pgTable(
  'offer_approvals',
  {
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id),
    staffId: staffReference('staff_id').notNull(),
    approvedAt: timestamptzNow('approved_at'),
  },
  (t) => [primaryKey({ name: 'offer_approvals_pkey', columns: [t.offerId, t.staffId] })],
);
