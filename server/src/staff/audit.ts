import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countStaffEntriesSince } from '../data/audit';
import type { Db } from '../db/client';
import type { StaffPrincipal } from './sessions';

/**
 * Writes a staff member's entry in the audit log: every view of an applicant's data and every staff action,
 * with the staff member, the time and the client's address. `action` names what was done or seen (`case.viewed`,
 * `document.viewed`, `review.requestInformation`…); `detail` never holds a secret nor the data that was viewed.
 * Pass `db` to write inside a transaction (with the change it records).
 */
export function auditStaff(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: { applicationId?: number | null; action: string; detail?: Record<string, unknown> },
  db?: Db,
): Promise<void> {
  return app.audit(
    {
      applicationId: entry.applicationId ?? null,
      actor: 'staff',
      staffId: request.staff.id,
      ip: request.ip,
      action: entry.action,
      detail: { sessionId: request.staff.sessionId, ...entry.detail },
    },
    db,
  );
}

/** Refusals recorded per member and hour; past it they are only logged (the first ones tell the story). */
export const REFUSALS_AUDITED_PER_HOUR = 20;
const HOUR = 60 * 60 * 1000;

/**
 * A refused privileged attempt (403) by `member`: what was asked (method, route, the case if any) and why it was
 * refused, at most REFUSALS_AUDITED_PER_HOUR an hour per member. Measured by the database's clock, which stamps
 * the entries.
 */
export async function auditRefusal(
  app: FastifyInstance,
  request: FastifyRequest,
  member: StaffPrincipal,
  reason: string,
): Promise<void> {
  const since = new Date(Date.now() - HOUR);
  if (
    (await countStaffEntriesSince(app.db, member.id, 'access.refused', since)) >= REFUSALS_AUDITED_PER_HOUR
  ) {
    request.log.warn({ staffId: member.id }, 'refusal not audited: this member reached the hourly cap');
    return;
  }
  const id = Number((request.params as { id?: unknown } | undefined)?.id);
  await app.audit({
    actor: 'staff',
    staffId: member.id,
    ip: request.ip,
    action: 'access.refused',
    detail: {
      sessionId: member.sessionId,
      method: request.method,
      route: request.routeOptions.url ?? null,
      ...(Number.isSafeInteger(id) ? { caseId: id } : {}),
      reason,
    },
  });
}
