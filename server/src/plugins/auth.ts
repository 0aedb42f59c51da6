import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { lockApplicant, markEmailVerified } from '../data/applicants';
import {
  isPendingApplication,
  prepareSessionAccountsQuery,
  supersedeActiveApplications,
  updateApplication,
  updateUnstartedApplication,
} from '../data/applications';
import { bearerToken } from '../lib/bearer-token';
import { coalesce } from '../lib/coalesce';
import { unauthorized } from '../lib/http-error';
import { verified } from '../lifecycle/journey';
import type { Session, SessionAccount } from '../types';

/**
 * The session token only ever travels in the email sent to the applicant's address, so its first use proves the
 * address: the application leaves stage null for VERIFIED (eligibility not yet checked) and the applicant is marked
 * verified. The `stage IS NULL` guard makes this happen once, even with concurrent first requests.
 */
async function verifyOnFirstUse(app: FastifyInstance, session: Session): Promise<void> {
  await app.db.transaction(async (tx) => {
    const updated = await updateUnstartedApplication(tx, session.applicationId, {
      ...verified(),
      updatedAt: new Date(),
    });
    if (!updated) return;
    await markEmailVerified(tx, session.applicantId, new Date());
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
    if (!(await lockApplicant(tx, session.applicantId))) return false;
    if (!(await isPendingApplication(tx, session.applicationId))) return false;
    const retired = await supersedeActiveApplications(tx, session.applicantId, new Date());
    for (const id of retired) {
      await app.audit(
        { applicationId: id, applicantId: session.applicantId, action: 'application.superseded' },
        tx,
      );
    }
    await updateApplication(tx, session.applicationId, { status: 'active', updatedAt: new Date() });
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

/** PostgreSQL's `integer`, which application ids are: anything else names no application. */
const MAX_APPLICATION_ID = 2 ** 31 - 1;

export default fp(async function auth(app: FastifyInstance) {
  const accountsQuery = prepareSessionAccountsQuery(app.db);
  // The requests authenticated in one turn of the event loop share one round trip; each is still checked in the
  // database, after it arrived, against its own session.
  const loadAccount = coalesce(async (ids: number[]) => {
    const rows = await accountsQuery.execute({ ids });
    return new Map(
      rows.map(({ applicantId, ...account }) => [account.application.id, { applicantId, account }]),
    );
  });
  const findAccount = async (session: Session): Promise<SessionAccount | undefined> => {
    const id = session.applicationId;
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_APPLICATION_ID) return undefined;
    const found = await loadAccount(id);
    return found?.applicantId === session.applicantId ? found.account : undefined;
  };

  app.decorateRequest('session', null as unknown as Session);
  app.decorateRequest('account', null as unknown as SessionAccount);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Please sign in to continue.');
    let session: Session;
    try {
      session = await app.tokens.verify(token, 'session');
    } catch {
      throw unauthorized();
    }
    let account = await findAccount(session);
    if (!account) throw unauthorized();
    const { status, stage } = account.application;
    if (status === 'pending' && !(await activateOnFirstUse(app, session))) throw unauthorized();
    if (stage === null) await verifyOnFirstUse(app, session);
    // The first use changed the application: what the handlers see is what it is now (a rare second round trip).
    if (status === 'pending' || stage === null) account = await findAccount(session);
    if (!account) throw unauthorized();
    request.session = session;
    request.account = account;
  });
});
