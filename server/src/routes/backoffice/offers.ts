import {
  caseOffersSchema,
  offerParamsSchema,
  offerReturnBodySchema,
  offerStepResultSchema,
  offerTermsSchema,
  offerWithdrawBodySchema,
} from '@onboarding/shared/backoffice';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { letterOf, openLetter } from '../../offers/letter-store';
import { approveOffer, moveWithReason, proposeOffer, sendOffer } from '../../offers/moves';
import { caseOffers } from '../../offers/read-model';
import { errorResponses } from '../../plugins/errors';
import { auditStaff } from '../../staff/audit';
import { auditCaseView, caseParamsSchema, CASE_READERS, findCase } from './case-access';
import { sendLetter } from './offer-letter';

// The offer's calls: the versions of a case's murabaha offer, and its maker-checker steps. Reviewers and approvers
// only; the offer's rule table (offers/rules.ts) and the case's (lifecycle/review.ts) say who may take which step
// from where, applied under the case's lock (offers/moves.ts). Every view and every step is audited; CSRF on every
// POST (staffAuthenticate).

export default async function offerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const readers = [app.staffAuthenticate, app.requireRole(...CASE_READERS)];

  app.get(
    '/backoffice/cases/:id/offers',
    {
      schema: {
        summary:
          'A case’s offer: every version with its terms, computed schedule and rate, approvals and the reader’s steps',
        tags: ['backoffice'],
        params: caseParamsSchema,
        response: { 200: caseOffersSchema, ...errorResponses(401, 403, 404, 503) },
      },
      preHandler: readers,
    },
    async (request) => {
      const { id } = request.params;
      await findCase(app, id);
      const answer = await caseOffers(app, id, request);
      await auditCaseView(app, request, id, 'offers.viewed', {
        versions: answer.offers.map((o) => o.version),
      });
      return answer;
    },
  );

  app.post(
    '/backoffice/cases/:id/offers',
    {
      schema: {
        summary: 'Propose a new version of the offer (reviewer or approver; the case in review)',
        tags: ['backoffice'],
        params: caseParamsSchema,
        body: offerTermsSchema,
        response: { 200: offerStepResultSchema, ...errorResponses(401, 403, 404, 409, 415, 503) },
      },
      preHandler: readers,
    },
    async (request) => proposeOffer(app, request, request.params.id, request.body),
  );

  app.post(
    '/backoffice/cases/:id/offers/:version/approve',
    {
      schema: {
        summary:
          'Approve a proposed version (an approver who did not propose it, once; two above the threshold)',
        tags: ['backoffice'],
        params: offerParamsSchema,
        response: { 200: offerStepResultSchema, ...errorResponses(401, 403, 404, 409, 503) },
      },
      preHandler: readers,
    },
    async (request) => approveOffer(app, request, request.params.id, request.params.version),
  );

  const withReason = [
    {
      move: 'return',
      summary: 'Return a proposed or approved version to review, with the reason (approver)',
      body: offerReturnBodySchema,
    },
    {
      move: 'withdraw',
      summary:
        'Withdraw a sent version the applicant has not answered (approver), with the reason; the case goes back to review',
      body: offerWithdrawBodySchema,
    },
  ] as const;
  for (const { move, summary, body } of withReason)
    app.post(
      `/backoffice/cases/:id/offers/:version/${move}`,
      {
        schema: {
          summary,
          tags: ['backoffice'],
          params: offerParamsSchema,
          body,
          response: { 200: offerStepResultSchema, ...errorResponses(401, 403, 404, 409, 415, 503) },
        },
        preHandler: readers,
      },
      async (request) =>
        moveWithReason(app, request, request.params.id, request.params.version, move, request.body.reason),
    );

  app.post(
    '/backoffice/cases/:id/offers/:version/send',
    {
      schema: {
        summary:
          'Send an approved version to the applicant: the letter stored, the applicant mailed (approver)',
        tags: ['backoffice'],
        params: offerParamsSchema,
        response: { 200: offerStepResultSchema, ...errorResponses(401, 403, 404, 409, 503) },
      },
      preHandler: readers,
    },
    async (request) => sendOffer(app, request, request.params.id, request.params.version),
  );

  app.get(
    '/backoffice/cases/:id/offers/:version/pdf',
    {
      schema: {
        summary: 'A version’s offer letter (PDF), as stored when it was approved',
        tags: ['backoffice'],
        params: offerParamsSchema,
        response: {
          200: {
            description: 'The letter (application/pdf)',
            content: { 'application/pdf': { schema: z.string().describe('The PDF’s bytes') } },
          },
          ...errorResponses(401, 403, 404, 409, 503),
        },
      },
      preHandler: readers,
    },
    async (request, reply) => {
      const { id, version } = request.params;
      await findCase(app, id);
      const letter = await letterOf(app, id, version);
      const stream = await openLetter(app, letter);
      await auditStaff(app, request, {
        applicationId: id,
        action: 'offer.letter-viewed',
        detail: { version, sha256: letter.sha256 },
      });
      return sendLetter(reply, letter, stream, `offer-case-${id}-v${version}.pdf`);
    },
  );
}
