import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { submittedApplication } from '../../data/applications';
import { notFound } from '../../lib/http-error';

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
