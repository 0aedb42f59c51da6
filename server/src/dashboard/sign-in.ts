import crypto from 'node:crypto';
import { DASHBOARD_MESSAGES, SIGN_IN_LINK_MINUTES } from '@onboarding/shared/dashboard';
import type { Digits, Language } from '@onboarding/shared/server';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { applicantByEmail, markEmailVerified } from '../data/applicants';
import { latestActiveApplicationId } from '../data/applications';
import { dashboardSignInLinks } from '../db/schema';
import { badRequest } from '../lib/http-error';
import { linkEmail } from '../mail/templates';
import { rememberDevice, type DeviceToken } from './remembered-devices';

// Signing in to the dashboard by email: a one-time link, mailed to the address on file, whose secret is kept
// only as its SHA-256. Exchanged once (a single guarded UPDATE, so two concurrent exchanges cannot both win) for the
// applicant's session, the same token the application's own links carry.

const hashOf = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');

/** The dashboard's address with the secret: the dashboard takes it from there and exchanges it. */
export const signInLink = (appUrl: string, secret: string) =>
  `${appUrl.replace(/\/$/, '')}/dashboard?link=${encodeURIComponent(secret)}`;

/**
 * Makes a link for the applicant with `email` (already normalised) and mails it in `page`'s language (the page they
 * asked from; in Arabic, its digits, else the ones kept with them), or does nothing for an unknown address. The link, its audit entry and the mail are written together; the mail is delivered after the commit (and
 * retried by the queue if the mail server is down).
 */
export async function mailSignInLink(
  app: FastifyInstance,
  email: string,
  now: Date,
  page: { language: Language; digits?: Digits },
): Promise<void> {
  const mailId = await app.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const applicant = await applicantByEmail(db, email);
    if (!applicant) return null;
    const secret = crypto.randomBytes(32).toString('base64url');
    await db.insert(dashboardSignInLinks).values({
      applicantId: applicant.id,
      secretHash: hashOf(secret),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000),
    });
    await app.audit({ applicantId: applicant.id, action: 'dashboard.link_sent' }, db);
    return app.mailQueue.enqueue(
      db,
      linkEmail({
        kind: 'dashboard',
        to: applicant.email,
        name: applicant.name,
        link: signInLink(app.config.appUrl, secret),
        validForSeconds: SIGN_IN_LINK_MINUTES * 60,
        language: page.language,
        digits: page.digits ?? applicant.digits,
      }),
    );
  });
  if (mailId !== null) await app.mailQueue.deliver(mailId);
}

/** The session a sign-in opens: the newest active application's, else a dashboard token (the dashboard alone). */
export const sessionTokenFor = (
  app: FastifyInstance,
  { applicantId, applicationId }: { applicantId: string; applicationId: number | null },
): Promise<string> =>
  applicationId === null
    ? app.tokens.signDashboard(applicantId)
    : app.tokens.signSession({ applicantId, applicationId });

export interface LinkSignIn {
  token: string;
  /** The device's token when the applicant asked to be kept signed in on it. */
  device: DeviceToken | null;
}

/**
 * Uses the link whose secret is `secret`, once, and answers the session of the applicant's newest active application
 * (the one their application links open), or, for an applicant who has only earlier applications, a dashboard token
 * (it opens the dashboard, with their export and deletion, and nothing of the journey). The link reached the address
 * on file, so the address is verified now, as the verification link does. With `remember`, the device (its
 * User-Agent) is remembered in the same transaction. 400 `linkInvalid` for an unknown, used or expired link.
 */
export async function exchangeSignInLink(
  app: FastifyInstance,
  secret: string,
  now: Date,
  remember: { userAgent: string | undefined } | null = null,
): Promise<LinkSignIn> {
  const signedIn = await app.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [used] = await db
      .update(dashboardSignInLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(dashboardSignInLinks.secretHash, hashOf(secret)),
          isNull(dashboardSignInLinks.usedAt),
          gt(dashboardSignInLinks.expiresAt, now),
        ),
      )
      .returning({ applicantId: dashboardSignInLinks.applicantId });
    if (!used) return null;
    const applicationId = await latestActiveApplicationId(db, used.applicantId);
    const emailVerified = await markEmailVerified(db, used.applicantId, now);
    await app.audit(
      {
        applicantId: used.applicantId,
        applicationId: applicationId ?? null,
        action: 'dashboard.signed_in',
        detail: { emailVerified },
      },
      db,
    );
    const device = remember ? await rememberDevice(app, db, used.applicantId, remember.userAgent, now) : null;
    return { applicantId: used.applicantId, applicationId: applicationId ?? null, device };
  });
  if (!signedIn) throw badRequest(DASHBOARD_MESSAGES.linkInvalid);
  return { token: await sessionTokenFor(app, signedIn), device: signedIn.device };
}
