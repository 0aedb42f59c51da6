import {
  emailActionSchema,
  registerResponseSchema,
  registrationSchema,
  successSchema,
} from '@onboarding/shared/schemas';
import { MESSAGES } from '@onboarding/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import {
  applicantByEmail,
  insertApplicant,
  setApplicantLanguage,
  type ApplicantRow as Applicant,
} from '../../data/applicants';
import { activeApplication, insertApplication, supersedePendingApplications } from '../../data/applications';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/http-error';
import { requestLocale } from '../../lib/request-language';
import { bearerToken } from '../../lib/bearer-token';
import { errorResponses } from '../../plugins/errors';
import { normalizeEmail } from '../../plugins/rate-limit';
import { applicationLink, linkEmail, type LinkEmailKind } from '../../mail/templates';

/**
 * Registration (spec sections 4 and 7): register, new-application, email-token, resend_email. Only the email
 * sent to the applicant's address carries a session token; answers carry at most an email-action token, which can
 * only ask for such emails.
 */
export default async function registration(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Answers may carry an email-action token; no cache keeps them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  /**
   * Queues the email with the link of `applicationId` in `tx`, with the change that needs it (mail/queue.ts); `sent`
   * collects it for delivery once the change is committed.
   */
  async function sendLink(
    tx: Db,
    sent: number[],
    applicant: Applicant,
    applicationId: number,
    kind: LinkEmailKind,
    reason: string,
    page: ReturnType<typeof requestLocale>,
  ) {
    // The language (and digits) of the page they are on now are the ones their emails come in from here on.
    const language = page.language;
    const digits = page.digits ?? applicant.digits;
    if (applicant.language !== language || applicant.digits !== digits)
      await setApplicantLanguage(tx, applicant.id, { language, digits });
    const token = await app.tokens.signSession({ applicantId: applicant.id, applicationId });
    await app.audit(
      { applicationId, applicantId: applicant.id, action: 'email.link_sent', detail: { reason } },
      tx,
    );
    sent.push(
      await app.mailQueue.enqueue(
        tx,
        linkEmail({
          kind,
          to: applicant.email,
          name: applicant.name,
          link: applicationLink(app.config.appUrl, token),
          validForSeconds: app.config.SESSION_TTL_SECONDS,
          language,
          digits,
        }),
      ),
    );
  }

  /**
   * Runs a change that sends an email, then delivers the email. A mail server that is down does not fail the change:
   * the email is kept and retried until it goes (the applicant may also ask for it again with Resend).
   */
  async function withMail<T>(work: (tx: Db, sent: number[]) => Promise<T>): Promise<T> {
    const sent: number[] = [];
    // A failure rolls the whole change back; the errors plugin answers (503 when the database is out of reach).
    const result = await app.db.transaction((tx) => work(tx as unknown as Db, sent));
    for (const id of sent) await app.mailQueue.deliver(id);
    return result;
  }

  async function createApplication(tx: Db, applicant: Applicant, status: 'active' | 'pending' = 'active') {
    const id = await insertApplication(tx, applicant.id, status);
    await app.audit({ applicationId: id, applicantId: applicant.id, action: 'application.created' }, tx);
    return id;
  }

  async function verifyCaptcha(request: FastifyRequest, token: string | undefined) {
    if (!(await app.captcha.verify(token, request.ip))) throw badRequest(MESSAGES.captchaRequired);
  }

  app.post(
    '/onboarding/register',
    {
      schema: {
        summary: 'Register, or be told the address is known (the link goes by email)',
        tags: ['registration'],
        body: registrationSchema,
        response: { 200: registerResponseSchema, ...errorResponses(429, 503) },
      },
      onRequest: app.rateLimits.perIp('register'),
    },
    async (request) => {
      const body = request.body;
      const email = normalizeEmail(body.email)!;
      // The human check first: a request without one counts against its client (per IP) only, so nobody can spend
      // somebody else's per-email allowance and lock the owner out.
      await verifyCaptcha(request, body.token_recaptcha);
      await app.rateLimits.check(request, 'register', { email });

      return withMail(async (tx, sent) => {
        const inserted = await insertApplicant(tx, {
          email,
          name: body.name,
          phoneNumber: body.phone_number,
          ...requestLocale(request),
        });
        if (inserted) {
          await app.audit({ applicantId: inserted.id, action: 'applicant.registered' }, tx);
          const applicationId = await createApplication(tx, inserted);
          await sendLink(tx, sent, inserted, applicationId, 'verify', 'register', inserted);
          return { hasApplication: false, existedUser: false };
        }
        // Known address: the answer says so (the spec's two modals) but grants nothing; the email-action token can
        // only ask for an email to that same address.
        const existing = (await applicantByEmail(tx, email))!;
        const active = await activeApplication(tx, existing.id);
        if (active?.stage === 'PENDING') return { hasApplication: true, existedUser: true };
        return { hasApplication: false, existedUser: true, token: await app.tokens.signEmailAction(email) };
      });
    },
  );

  /**
   * new-application and email-token: authorised by the email-action token (body `token`, or the Bearer header),
   * for its own address only.
   */
  async function emailActionApplicant(request: FastifyRequest, scope: string) {
    const body = request.body as { email: string; token: string };
    let tokenEmail: string;
    try {
      ({ email: tokenEmail } = await app.tokens.verify(body.token, 'email-action'));
    } catch {
      throw unauthorized();
    }
    await app.rateLimits.check(request, scope, { email: tokenEmail });
    if (normalizeEmail(body.email) !== tokenEmail) throw forbidden();
    return tokenEmail;
  }

  const emailActionRoute = (scope: string, summary: string) => ({
    schema: {
      summary,
      tags: ['registration'],
      body: emailActionSchema,
      response: { 200: successSchema, ...errorResponses(401, 403, 409, 429, 503) },
    },
    onRequest: app.rateLimits.perIp(scope),
    // The browser keeps the email-action token in its state and may send it as the Bearer header instead.
    preValidation: async (request: FastifyRequest) => {
      const body = request.body as Record<string, unknown> | null;
      const bearer = bearerToken(request);
      if (body && typeof body === 'object' && !body.token && bearer) body.token = bearer;
    },
  });

  app.post(
    '/onboarding/new-application',
    emailActionRoute(
      'new-application',
      'Start a new application (with the token register gave); its link goes by email',
    ),
    async (request) => {
      const email = await emailActionApplicant(request, 'new-application');
      return withMail(async (tx, sent) => {
        // Locking the applicant serialises two "start new" clicks.
        const applicant = await applicantByEmail(tx, email, true);
        if (!applicant) throw unauthorized();
        const active = await activeApplication(tx, applicant.id);
        if (active?.stage === 'PENDING') throw conflict('Your application is already under review.');
        // The new application stays pending until its emailed link is opened (plugins/auth.ts switches it in then),
        // so whoever merely knows the address cannot replace the applicant's application. An earlier pending one
        // whose link was never opened is retired.
        await supersedePendingApplications(tx, applicant.id, new Date());
        const applicationId = await createApplication(tx, applicant, 'pending');
        await sendLink(
          tx,
          sent,
          applicant,
          applicationId,
          'new-application',
          'new-application',
          requestLocale(request),
        );
        return { success: true as const };
      });
    },
  );

  app.post(
    '/onboarding/email-token',
    emailActionRoute(
      'email-token',
      'Email the link of the current application (with the token register gave)',
    ),
    async (request) => {
      const email = await emailActionApplicant(request, 'email-token');
      return withMail(async (tx, sent) => {
        const applicant = await applicantByEmail(tx, email, true);
        if (!applicant) throw unauthorized();
        const active = await activeApplication(tx, applicant.id);
        const applicationId = active?.id ?? (await createApplication(tx, applicant));
        await sendLink(tx, sent, applicant, applicationId, 'continue', 'email-token', requestLocale(request));
        return { success: true as const };
      });
    },
  );

  app.post(
    '/onboarding/resend_email',
    {
      schema: {
        summary: 'Send the application link again (the same answer for an unknown address)',
        tags: ['registration'],
        body: registrationSchema,
        response: { 200: successSchema, ...errorResponses(429, 503) },
      },
      onRequest: app.rateLimits.perIp('resend_email'),
    },
    async (request) => {
      const email = normalizeEmail(request.body.email)!;
      // As register: the captcha before the per-email count.
      await verifyCaptcha(request, request.body.token_recaptcha);
      await app.rateLimits.check(request, 'resend_email', { email });
      // The same answer whether or not the address is known, so this call cannot be used to look addresses up.
      await withMail(async (tx, sent) => {
        const applicant = await applicantByEmail(tx, email);
        if (!applicant) return;
        const active = await activeApplication(tx, applicant.id);
        if (!active) return;
        await sendLink(
          tx,
          sent,
          applicant,
          active.id,
          active.stage === null ? 'verify' : 'continue',
          'resend',
          requestLocale(request),
        );
      });
      return { success: true as const };
    },
  );
}
