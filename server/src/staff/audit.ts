import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';

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
