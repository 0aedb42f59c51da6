import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { applicants, applications } from '../db/schema';
import { unauthorized } from '../lib/http-error';
import { verified } from '../lifecycle/journey';
import type { Session } from '../types';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}

/**
 * The session token only ever travels in the email sent to the applicant's address, so its first use proves the
 * address: the application leaves stage null for VERIFIED (eligibility not yet checked) and the applicant is marked
 * verified. The `stage IS NULL` guard makes this happen once, even with concurrent first requests.
 */
async function verifyOnFirstUse(app: FastifyInstance, session: Session): Promise<void> {
  await app.db.transaction(async (tx) => {
    const updated = await tx
      .update(applications)
      .set({ ...verified(), updatedAt: new Date() })
      .where(and(eq(applications.id, session.applicationId), isNull(applications.stage)))
      .returning({ id: applications.id });
    if (!updated.length) return;
    await tx
      .update(applicants)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(applicants.id, session.applicantId), isNull(applicants.emailVerifiedAt)));
    await app.audit(
      { applicationId: session.applicationId, applicantId: session.applicantId, action: 'email.verified' },
      tx,
    );
  });
}

/**
 * The first use of a pending application's link (START NEW APPLICATION) makes it the applicant's active application
 * and retires the previous one, which is kept as superseded, never deleted.
 */
async function activateOnFirstUse(app: FastifyInstance, session: Session): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const [applicant] = await tx
      .select({ id: applicants.id })
      .from(applicants)
      .where(eq(applicants.id, session.applicantId))
      .for('update');
    if (!applicant) return false;
    const [pending] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, session.applicationId), eq(applications.status, 'pending')));
    if (!pending) return false;
    const retired = await tx
      .update(applications)
      .set({ status: 'superseded', updatedAt: new Date() })
      .where(and(eq(applications.applicantId, session.applicantId), eq(applications.status, 'active')))
      .returning({ id: applications.id });
    for (const row of retired) {
      await app.audit(
        { applicationId: row.id, applicantId: session.applicantId, action: 'application.superseded' },
        tx,
      );
    }
    await tx
      .update(applications)
      .set({ status: 'active', updatedAt: new Date() })
      .where(eq(applications.id, session.applicationId));
    await app.audit(
      {
        applicationId: session.applicationId,
        applicantId: session.applicantId,
        action: 'application.activated',
      },
      tx,
    );
    return true;
  });
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
      .select({ id: applications.id, stage: applications.stage, status: applications.status })
      .from(applications)
      .where(
        and(
          eq(applications.id, session.applicationId),
          eq(applications.applicantId, session.applicantId),
          inArray(applications.status, ['active', 'pending']),
        ),
      )
      .limit(1);
    if (!row) throw unauthorized();
    if (row.status === 'pending' && !(await activateOnFirstUse(app, session))) throw unauthorized();
    if (row.stage === null) await verifyOnFirstUse(app, session);
    request.session = session;
  });
});
