import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  applicationJourney,
  lockApplicationRow,
  updateApplication,
  type ApplicationChanges,
} from '../data/applications';
import type { Tx } from '../data/tx';
import { conflict, unauthorized } from '../lib/http-error';
import { completed, refusal, type JourneyState, type JourneyStep } from './journey';
import { deliverQueued, queueSubmittedMail } from './outcome-mail';

// The one place an application's stage and flags change: under the row lock, checked against the journey
// (journey.ts), with the audit entry in the same transaction. Routes do their own work inside `takeStep`.

export type { Tx };

export interface LockedApplication extends JourneyState {
  id: number;
  applicantId: string;
  status: 'pending' | 'active' | 'superseded';
  eligibilityStep: Record<string, unknown> | null;
}

/**
 * The application's row, locked until the transaction ends: two requests of one applicant take turns. A row that
 * is not there is `missing()`: for a session, the session is no longer valid (401, the default).
 */
export async function lockApplication(
  tx: Tx,
  applicationId: number,
  missing: () => Error = () => unauthorized(),
): Promise<LockedApplication> {
  const row = await lockApplicationRow(tx, applicationId);
  if (!row) throw missing();
  return row;
}

/** 409 with the reason when `step` cannot be taken in `state`. */
export function assertStep(step: JourneyStep, state: JourneyState): void {
  const reason = refusal(step, state);
  if (reason) throw conflict(reason);
}

/**
 * Checked before any work (a file read, a provider call, a worker), so a call out of order costs nothing. Not a
 * lock: `takeStep` checks again under the lock before anything changes.
 */
export async function requireStep(
  app: FastifyInstance,
  applicationId: number,
  step: JourneyStep,
): Promise<JourneyState> {
  const row = await applicationJourney(app.db, applicationId);
  if (!row) throw unauthorized();
  assertStep(step, row);
  return row;
}

/** A request hook (after `app.authenticate`) refusing the call unless the session's application may take `step`. */
export const stepAllowed = (app: FastifyInstance, step: JourneyStep) => async (request: FastifyRequest) => {
  await requireStep(app, request.session.applicationId, step);
};

export interface StepRecord {
  /** The audit action, e.g. `documents.uploaded`. */
  action: string;
  detail?: Record<string, unknown>;
  /** Who took the step: the applicant, or a service acting for them (the integration service). */
  actor?: 'applicant' | 'integration';
  /** Further columns of the application to set with the new state (the step's own answers). */
  set?: ApplicationChanges;
}

/** The state a step leaves, and the id of the mail it queued (the submission's confirmation), to deliver after the commit. */
export interface RecordedStep extends JourneyState {
  mailId: number | null;
}

/**
 * Writes the state `step` leaves and its audit entry, in `tx`, for an application locked by `lockApplication` and
 * checked with `assertStep` (or `refusal`) in the same transaction. The step that submits the application also
 * queues the applicant's confirmation, once: the caller delivers `mailId` after the commit.
 */
export async function recordStep(
  app: FastifyInstance,
  tx: Tx,
  application: LockedApplication,
  step: JourneyStep,
  record: StepRecord,
  outcome: { eligible?: boolean } = {},
): Promise<RecordedStep> {
  const state = completed(step, application, outcome);
  const now = new Date();
  const submits = state.stage === 'PENDING' && application.stage !== 'PENDING';
  await updateApplication(tx, application.id, {
    ...record.set,
    stage: state.stage,
    stages: state.stages,
    updatedAt: now,
    // Submitted: the application enters the review (review.ts), which the applicant's steps no longer change.
    ...(submits ? { submittedAt: now, reviewStatus: 'SUBMITTED' as const } : {}),
  });
  await app.audit(
    {
      applicationId: application.id,
      applicantId: application.applicantId,
      actor: record.actor ?? 'applicant',
      action: record.action,
      detail: { ...record.detail, stage: state.stage },
    },
    tx,
  );
  return { ...state, mailId: submits ? await queueSubmittedMail(app, tx, application) : null };
}

/**
 * Takes `step` for the application in one transaction: lock, check, `work` (the step's own rows), then the new
 * stage and flags and the audit entry. `work` returns what the route answers and how the step is recorded (null: a
 * repeat that changed nothing, so nothing is recorded); it may throw to change nothing.
 */
export async function takeStep<T>(
  app: FastifyInstance,
  applicationId: number,
  step: JourneyStep,
  work: (
    tx: Tx,
    application: LockedApplication,
  ) => Promise<{ result: T; record: StepRecord | null; outcome?: { eligible?: boolean } }>,
): Promise<{ result: T; state: JourneyState }> {
  const done = await app.db.transaction(async (tx) => {
    const application = await lockApplication(tx, applicationId);
    assertStep(step, application);
    const { result, record, outcome } = await work(tx, application);
    if (!record)
      return { result, state: { stage: application.stage, stages: application.stages }, mailId: null };
    const { mailId, ...state } = await recordStep(app, tx, application, step, record, outcome);
    return { result, state, mailId };
  });
  await deliverQueued(app, [done.mailId]);
  return { result: done.result, state: done.state };
}
