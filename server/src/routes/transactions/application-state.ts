import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import {
  applicants,
  applications,
  providerCredentials,
  transactionImports,
  type StageName,
} from '../../db/schema';
import { conflict, unauthorized } from '../../lib/http-error';
import type { Session } from '../../types';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const NOT_ELIGIBLE_FOR_TRANSACTIONS =
  'Please complete the eligibility check before connecting your transaction system.';

const ORDER: readonly StageName[] = ['VERIFIED', 'ELIGIBLE', 'TRANSACTION', 'ACCOUNTING', 'PENDING'];

/** A connection moves the application on to ACCOUNTING, never back (a later re-connect after accounting keeps PENDING). */
export function stageAfterConnect(current: StageName | null): StageName {
  return current !== null && ORDER.indexOf(current) >= ORDER.indexOf('ACCOUNTING') ? current : 'ACCOUNTING';
}

/** Checked before any provider call or file read, so an applicant who is not eligible costs nothing. */
export async function requireEligible(app: FastifyInstance, session: Session) {
  const [row] = await app.db
    .select({ stages: applications.stages })
    .from(applications)
    .where(eq(applications.id, session.applicationId))
    .limit(1);
  if (!row) throw unauthorized();
  if (row.stages.ELIGIBLE !== true) throw conflict(NOT_ELIGIBLE_FOR_TRANSACTIONS);
}

/** The row lock serialises two saves of the same applicant, so exactly one connection ends up current. */
export async function lockApplication(tx: Tx, session: Session) {
  const [row] = await tx
    .select({
      stage: applications.stage,
      stages: applications.stages,
      eligibilityStep: applications.eligibilityStep,
    })
    .from(applications)
    .where(eq(applications.id, session.applicationId))
    .for('update')
    .limit(1);
  if (!row) throw unauthorized();
  if (row.stages.ELIGIBLE !== true) throw conflict(NOT_ELIGIBLE_FOR_TRANSACTIONS);
  return row;
}

/**
 * Whatever was connected before stops being current: older credentials lose their ciphertexts (a live key that is
 * no longer used is not kept), older imports stay as records of what was sent.
 */
export async function supersedeConnections(tx: Tx, applicationId: number) {
  const now = new Date();
  await tx
    .update(providerCredentials)
    .set({
      status: 'superseded',
      supersededAt: now,
      secretCiphertext: null,
      secretIv: null,
      secretTag: null,
      clientIdCiphertext: null,
      clientIdIv: null,
      clientIdTag: null,
    })
    .where(
      and(eq(providerCredentials.applicationId, applicationId), eq(providerCredentials.status, 'current')),
    );
  await tx
    .update(transactionImports)
    .set({ status: 'superseded', supersededAt: now })
    .where(
      and(eq(transactionImports.applicationId, applicationId), eq(transactionImports.status, 'current')),
    );
}

export async function applicantContact(tx: Tx, session: Session) {
  const [applicant] = await tx
    .select({ name: applicants.name, email: applicants.email })
    .from(applicants)
    .where(eq(applicants.id, session.applicantId))
    .limit(1);
  if (!applicant) throw unauthorized();
  return applicant;
}
