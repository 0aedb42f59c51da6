import type { StaffRole } from '@onboarding/shared/backoffice';
import type { ReviewStatus } from '@onboarding/shared/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { updateApplication } from '../data/applications';
import type { Db } from '../db/client';
import { staffMember } from '../data/staff';
import { badRequest, conflict, forbidden } from '../lib/http-error';
import { auditStaff } from '../staff/audit';
import { afterCommit, lockCase, takeReviewAction } from './review-actions';
import { isFinal } from './review';

// Who works on a case. Anyone who works on cases takes an unassigned one ("Assign to me"), and the assignee may
// give theirs away (to someone, or back to the queue); taking a case from someone else, or handing a case one does
// not hold to another person, is an approver's call. Assigning a submitted case takes it into review, in the same
// transaction, through the review module.

export const ASSIGN_MESSAGES = {
  approver: 'Only an approver can reassign a case or assign it to someone else.',
  target: 'A case can only be assigned to an active reviewer or approver.',
  closed: 'This case is closed and cannot be assigned.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isStaffId = (value: string) => UUID.test(value);

export interface Assigner {
  id: string;
  role: StaffRole;
}

/** Why `actor` may not move a case from `current` to `target` (both staff ids or null), or null when they may. */
export function assignmentRefusal(
  actor: Assigner,
  current: string | null,
  target: string | null,
): string | null {
  if (actor.role !== 'reviewer' && actor.role !== 'approver') return 'Your role does not allow this.';
  if (actor.role === 'approver') return null;
  const takingFree = current === null && target === actor.id;
  const givingOwn = current === actor.id;
  return takingFree || givingOwn ? null : ASSIGN_MESSAGES.approver;
}

export interface Assigned {
  assignee: { id: string; email: string } | null;
  reviewStatus: ReviewStatus;
  mailSent: boolean;
}

async function assignable(db: Db, id: string) {
  const row = await staffMember(db, id);
  if (!row || row.status !== 'active' || (row.role !== 'reviewer' && row.role !== 'approver'))
    throw badRequest(ASSIGN_MESSAGES.target);
  return { id: row.id, email: row.email };
}

export async function assignCase(
  app: FastifyInstance,
  opts: { caseId: number; staffId: string | null; actor: Assigner; request: FastifyRequest },
): Promise<Assigned> {
  const { caseId, actor, request } = opts;
  if (opts.staffId !== null && !isStaffId(opts.staffId)) throw badRequest(ASSIGN_MESSAGES.target);
  const done = await app.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const locked = await lockCase(tx, caseId);
    const refusal = assignmentRefusal(actor, locked.assigneeId, opts.staffId);
    if (refusal) throw forbidden(refusal);
    if (isFinal(locked.reviewStatus)) throw conflict(ASSIGN_MESSAGES.closed);
    const assignee = opts.staffId === null ? null : await assignable(db, opts.staffId);
    if (locked.assigneeId === (assignee?.id ?? null))
      return { assignee, reviewStatus: locked.reviewStatus, mailId: null };
    await updateApplication(tx, caseId, { assigneeId: assignee?.id ?? null, updatedAt: new Date() });
    await auditStaff(
      app,
      request,
      {
        applicationId: caseId,
        action: 'case.assigned',
        detail: { from: locked.assigneeId, to: assignee?.id ?? null },
      },
      db,
    );
    let mailId: number | null = null;
    if (assignee && locked.reviewStatus === 'SUBMITTED') {
      ({ mailId } = await takeReviewAction(app, tx, locked, {
        applicationId: caseId,
        action: 'startReview',
        actor: { kind: 'staff', id: actor.id, role: actor.role },
        request,
      }));
    }
    return { assignee, reviewStatus: locked.reviewStatus, mailId };
  });
  return {
    assignee: done.assignee,
    reviewStatus: done.reviewStatus,
    mailSent: await afterCommit(app, done.mailId),
  };
}
