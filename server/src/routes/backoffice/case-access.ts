import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { submittedApplication } from '../../data/applications';
import { caseViewRecorded, lockCaseView } from '../../data/audit';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { auditStaff } from '../../staff/audit';

// What every case route of the back office shares: the `:id` parameter, who may read a case, and finding it.

export const CASE_MESSAGES = { notFound: 'There is no such case.' } as const;

/** `/backoffice/cases/:id`: an application's id (a case exists once the application was submitted). */
export const caseParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * Reviewers and approvers work on cases; admins manage staff and read the audit log, and see no applicant data
 * (`app.requireRole(...CASE_READERS)`).
 */
export const CASE_READERS = ['reviewer', 'approver'] as const;

/** The submitted application `id`, or 404: a draft is no case, and nothing tells it apart from an unknown id. */
export async function findCase(app: FastifyInstance, id: number) {
  const row = await submittedApplication(app.db, id);
  if (!row) throw notFound(CASE_MESSAGES.notFound);
  return row;
}

/** The header naming one opening of a case page by the back office (a random value per page open). */
export const VIEW_ID_HEADER = 'x-view-id';
const VIEW_ID = /^[A-Za-z0-9-]{8,64}$/;
/**
 * How long one view id stands for one page open: a client that keeps sending the same value still leaves an entry
 * every half hour, so no view id hides later reads.
 */
export const VIEW_WINDOW_MS = 30 * 60 * 1000;

/**
 * Audits a read of a case's data for the case page's panels (`transactions.viewed`, `offers.viewed`…). The page sends
 * its view id with every call; the first call of a page open writes one `case.viewed` entry for (member, case, view
 * id) and the page's other calls write nothing more, since that entry records the opening of all of it. A call
 * without a view id (another client, a script) is audited on its own as `action`. A document's file is not a panel:
 * opening it is always its own entry (auditStaff).
 */
export async function auditCaseView(
  app: FastifyInstance,
  request: FastifyRequest,
  caseId: number,
  action: string,
  detail?: Record<string, unknown>,
): Promise<void> {
  const header = request.headers[VIEW_ID_HEADER];
  const viewId = typeof header === 'string' && VIEW_ID.test(header) ? header : null;
  if (!viewId) {
    await auditStaff(app, request, { applicationId: caseId, action, detail });
    return;
  }
  const staffId = request.staff.id;
  await app.db.transaction(async (tx) => {
    await lockCaseView(tx, `case-view|${staffId}|${caseId}|${viewId}`);
    const since = new Date(Date.now() - VIEW_WINDOW_MS);
    if (await caseViewRecorded(tx, { staffId, caseId, viewId, since })) return;
    await auditStaff(
      app,
      request,
      { applicationId: caseId, action: 'case.viewed', detail: { viewId } },
      tx as unknown as Db,
    );
  });
}
