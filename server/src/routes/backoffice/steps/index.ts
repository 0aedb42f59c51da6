import type { FastifyInstance } from 'fastify';
import accounting from './accounting';
import documents from './documents';
import eligibility from './eligibility';
import transactions from './transactions';

/**
 * The four step panels of the case page, one file per step, each the data its remote's `./review` panel reads:
 * GET /backoffice/cases/:id/{eligibility,documents,transactions,accounting}, a document's content and its mark.
 * Registered under the /backoffice prefix. Reviewers and approvers only (admins see no applicant data); every read
 * is audited with the staff member and address.
 */
export default async function stepPanels(app: FastifyInstance) {
  // As the rest of the back office: a state-changing call that names an origin must come from the back office.
  app.addHook('onRequest', async (request) => app.staffSessions.checkOrigin(request));
  // Applicant data: no cache keeps it (a route may have set a stricter value of its own).
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });

  await app.register(eligibility);
  await app.register(documents);
  await app.register(transactions);
  await app.register(accounting);
}
