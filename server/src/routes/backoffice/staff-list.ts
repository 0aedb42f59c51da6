import { staffListSchema } from '@onboarding/shared/backoffice';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assignableStaff } from '../../data/staff';
import { errorResponses } from '../../plugins/errors';
import { teamAccounts } from '../../staff/team-moves';

/**
 * GET /backoffice/staff: for reviewers and approvers, whoever a case can be assigned to (active reviewers and
 * approvers); for admins, the whole team with each account: how it signs in, its last sign-in, live sessions and
 * pending invitation (the Team page).
 */
export default async function staffList(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/backoffice/staff',
    {
      schema: {
        summary: 'The team: who a case can be assigned to (admins: every account, its status and sessions)',
        tags: ['backoffice'],
        response: { 200: staffListSchema, ...errorResponses(401, 403, 503) },
      },
      preHandler: app.staffAuthenticate,
    },
    async (request) => ({
      staff:
        request.staff.role === 'admin'
          ? await teamAccounts(app, app.staffSessions.now())
          : await assignableStaff(app.db),
    }),
  );
}
