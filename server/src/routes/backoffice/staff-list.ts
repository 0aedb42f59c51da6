import { staffListSchema } from '@onboarding/shared/backoffice';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assignableStaff, everyStaffMember } from '../../data/staff';
import { errorResponses } from '../../plugins/errors';

/**
 * GET /backoffice/staff: for reviewers and approvers, whoever a case can be assigned to (active reviewers and
 * approvers); for admins, the whole team with each account's status.
 */
export default async function staffList(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/backoffice/staff',
    {
      schema: {
        summary: 'The team: who a case can be assigned to (admins: every account and its status)',
        tags: ['backoffice'],
        response: { 200: staffListSchema, ...errorResponses(401, 403, 503) },
      },
      preHandler: app.staffAuthenticate,
    },
    async (request) => {
      const rows =
        request.staff.role === 'admin' ? await everyStaffMember(app.db) : await assignableStaff(app.db);
      return { staff: rows };
    },
  );
}
