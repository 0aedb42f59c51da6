import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { applications } from '../db/schema';
import { unauthorized } from '../lib/http-error';
import type { Session } from '../types';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}

export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('session', null as unknown as Session);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Please sign in to continue.');
    let session: Session;
    try {
      session = await app.tokens.verify(token, 'session');
    } catch {
      throw unauthorized();
    }
    // A superseded application's token no longer opens anything: the applicant started a new one.
    const [row] = await app.db
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.id, session.applicationId),
          eq(applications.applicantId, session.applicantId),
          eq(applications.status, 'active'),
        ),
      )
      .limit(1);
    if (!row) throw unauthorized();
    request.session = session;
  });
});
