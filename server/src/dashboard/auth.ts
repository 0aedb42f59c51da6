import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findApplicant } from '../data/applicants';
import { unauthorized } from '../lib/http-error';
import { bearerToken } from '../lib/bearer-token';

// Who the dashboard's routes answer: the applicant, and the application their session is for, if any. The
// journey's session (an active application) opens the dashboard as it is; a dashboard token (what a sign-in link
// gives an applicant who has only earlier applications) opens the dashboard alone, never the journey.

export interface DashboardSession {
  applicantId: string;
  /** The application the session is for (the dashboard marks it current); null with a dashboard token. */
  applicationId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    dashboard: DashboardSession;
  }
}

/** The onRequest hook of the dashboard's routes: sets `request.dashboard`, or answers 401. */
export function dashboardAuthenticate(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const claims = token ? await app.tokens.verify(token, 'dashboard').catch(() => null) : null;
    if (!claims) {
      await app.authenticate(request, reply);
      request.dashboard = request.session;
      return;
    }
    // Erased since: the token outlives nobody.
    const applicant = await findApplicant(app.db, claims.applicantId);
    if (!applicant) throw unauthorized();
    request.dashboard = { applicantId: applicant.id, applicationId: null };
  };
}
