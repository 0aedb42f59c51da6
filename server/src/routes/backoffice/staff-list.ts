import { staffListSchema } from '@onboarding/shared/backoffice';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staff } from '../../db/schema';
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
      const columns = { id: staff.id, email: staff.email, role: staff.role, status: staff.status };
      const rows =
        request.staff.role === 'admin'
          ? await app.db.select(columns).from(staff).orderBy(asc(staff.email))
          : await app.db
              .select(columns)
              .from(staff)
              .where(and(eq(staff.status, 'active'), inArray(staff.role, ['reviewer', 'approver'])))
              .orderBy(asc(staff.email));
      return { staff: rows };
    },
  );
}
