import {
  STAFF_MOVES,
  staffMoveResultSchema,
  staffRoleChangeSchema,
  type StaffMove,
} from '@onboarding/shared/backoffice';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { errorResponses } from '../../plugins/errors';
import { StaffError } from '../../staff/accounts';
import { applyStaffMove } from '../../staff/team-moves';

const SUMMARIES: Record<StaffMove, string> = {
  disable: 'Disable a staff account (admin): it can no longer sign in and its live sessions end at once',
  enable: 'Enable a disabled staff account again (admin)',
  role: 'Change a staff member’s role (admin)',
  reset:
    'Reset a staff member’s password and authenticator (admin): sessions end, a new enrolment link is mailed',
  'end-sessions': 'End every live session of a staff member (admin)',
  'resend-invitation': 'Send a pending invitation again (admin): a new link, the old one stops working',
  'revoke-invitation': 'Revoke a pending invitation (admin): the account and its link are removed',
};

// The id is checked by the team module (an unknown or malformed one is the same 404), not by the schema (a 400).
const paramsSchema = z.object({ id: z.string().max(64) });

/** The team module's refusals as HTTP answers; anything else goes on to the errors plugin. */
function answered(err: unknown): never {
  if (err instanceof StaffError)
    throw new HttpError(err.code === 'unknown' ? 404 : err.code === 'state' ? 409 : 400, err.message);
  throw err;
}

/**
 * POST /backoffice/staff/{id}/{move}, one operation per move of staff/team-moves.ts (admins only; the staff-auth
 * plugin checks the CSRF token). The answer is the account as the Team page lists it; a new enrolment link only ever
 * goes to the member's address.
 */
export default async function staffMoves(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const move of STAFF_MOVES) {
    app.post(
      `/backoffice/staff/:id/${move}`,
      {
        schema: {
          summary: SUMMARIES[move],
          tags: ['backoffice'],
          params: paramsSchema,
          ...(move === 'role' ? { body: staffRoleChangeSchema } : {}),
          response: {
            200: staffMoveResultSchema,
            ...errorResponses(401, 403, 404, 409, 503),
            // Only `role` reads a body (of its one type).
            ...(move === 'role' ? errorResponses(415) : {}),
          },
        },
        preHandler: [app.staffAuthenticate, app.requireRole('admin')],
      },
      async (request) => {
        const body = request.body as { role?: z.infer<typeof staffRoleChangeSchema>['role'] } | undefined;
        const outcome = await applyStaffMove(app, {
          actor: `staff:${request.staff.id}`,
          targetId: request.params.id,
          move,
          role: body?.role,
          ip: request.ip,
          now: app.staffSessions.now(),
        }).catch(answered);
        return {
          member: outcome.member,
          endedSessions: outcome.endedSessions,
          ...(outcome.mailSent === undefined ? {} : { mailSent: outcome.mailSent }),
        };
      },
    );
  }
}
