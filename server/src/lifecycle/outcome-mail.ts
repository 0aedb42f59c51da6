import { applicationReference, type EligibilityDecline } from '@onboarding/shared/server';
import type { FastifyInstance } from 'fastify';
import { applicantRecipient } from '../data/applicants';
import type { Tx } from '../data/tx';
import type { Db } from '../db/client';
import { ineligibleEmail, submittedEmail } from '../mail/outcomes';

// The applicant's emails at the two ends of the journey, queued in the transaction that decides them (so a rolled
// back step mails nothing, and a committed one is retried until sent); the caller delivers after the commit.

const asDb = (tx: Tx) => tx as unknown as Db;

/** Submitted for review: the confirmation with the application's reference. The queued mail's id. */
export async function queueSubmittedMail(
  app: FastifyInstance,
  tx: Tx,
  application: { id: number; applicantId: string },
): Promise<number> {
  const to = (await applicantRecipient(tx, application.applicantId))!;
  const message = submittedEmail(to, {
    reference: applicationReference(application.id),
    dashboardUrl: app.config.DASHBOARD_URL,
  });
  return app.mailQueue.enqueue(asDb(tx), message);
}

/** Declined at eligibility: the reasons' categories and when a new application can be decided. */
export async function queueIneligibleMail(
  app: FastifyInstance,
  tx: Tx,
  applicantId: string,
  decline: EligibilityDecline,
): Promise<number> {
  const to = (await applicantRecipient(tx, applicantId))!;
  return app.mailQueue.enqueue(
    asDb(tx),
    ineligibleEmail(to, { ...decline, dashboardUrl: app.config.DASHBOARD_URL }),
  );
}

/** Sends what a committed transaction queued (a failure now is retried by the mail queue's schedule). */
export async function deliverQueued(app: FastifyInstance, mailIds: readonly (number | null | undefined)[]) {
  for (const id of mailIds) if (typeof id === 'number') await app.mailQueue.deliver(id);
}
