import { decisionSummarySchema, underwritingSchema, type Underwriting } from '@onboarding/shared/backoffice';
import type { DocumentKey } from '@onboarding/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { informationRequestsWithAuthors } from '../../data/cases';
import { documentsWithMarks } from '../../data/documents';
import { errorResponses } from '../../plugins/errors';
import { auditStaff } from '../../staff/audit';
import { flagRulesFileFrom, loadFlagRules } from '../../underwriting/flag-rules';
import { loadPricingPolicy, pricingPolicyFileFrom } from '../../underwriting/pricing-policy';
import { UnderwritingRunner } from '../../underwriting/runner';
import { decisionSummary } from '../../underwriting/summary';
import { computeUnderwriting, underwritingOf, type UnderwritingServices } from '../../underwriting/service';
import { auditCaseView, CASE_READERS, caseParamsSchema, findCase } from './case-access';

/**
 * A case's underwriting figures, registered under the /backoffice prefix: GET answers the stored figures,
 * computing them first when the case's data changed since (the CSV streams through the worker pool, within its time
 * limit; 503 when the pool is busy); POST …/recompute computes them again. Reviewers and approvers only; every read
 * is audited as `underwriting.viewed`, every recompute as `underwriting.recomputed`. GET …/summary answers the case
 * page's decision summary from the same figures (audited as `summary.viewed`), with the flags of the rule file.
 */
export default async function underwriting(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const services: UnderwritingServices = {
    runner: new UnderwritingRunner(),
    pricing: await loadPricingPolicy(pricingPolicyFileFrom({ ...process.env, ...app.config })),
    computing: new Map(),
  };
  const flagRules = await loadFlagRules(flagRulesFileFrom({ ...process.env, ...app.config }));
  app.addHook('onClose', () => services.runner.close());
  app.addHook('onRequest', async (request) => app.staffSessions.checkOrigin(request));
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });

  /** A case's figures, for its readers. */
  const figuresRoute = (summary: string) => ({
    schema: {
      summary,
      tags: ['backoffice'],
      params: caseParamsSchema,
      response: { 200: underwritingSchema, ...errorResponses(401, 403, 404, 429, 503) },
    },
    preHandler: [app.staffAuthenticate, app.requireRole(...CASE_READERS)],
  });

  /** Audits the figures' read or recompute with the versions they were computed under, and answers them. */
  async function audited(
    request: FastifyRequest,
    applicationId: number,
    action: 'underwriting.viewed' | 'underwriting.recomputed',
    result: Underwriting,
    detail: Record<string, unknown> = {},
  ): Promise<Underwriting> {
    await auditStaff(app, request, {
      applicationId,
      action,
      detail: {
        ...detail,
        metricsVersion: result.metricsVersion,
        pricingPolicyVersion: result.pricing.policyVersion,
      },
    });
    return result;
  }

  app.get(
    '/cases/:id/underwriting',
    figuresRoute('A case’s underwriting figures and pricing guide, computed from its data on the first read'),
    async (request) => {
      const application = await findCase(app, request.params.id);
      const { result, computed } = await underwritingOf(app, services, application, request.staff.id);
      // A read that computed the figures keeps an entry of its own (with the versions); a plain read is part of the
      // page's view.
      if (computed) return audited(request, application.id, 'underwriting.viewed', result, { computed });
      await auditCaseView(app, request, application.id, 'underwriting.viewed', {
        computed,
        metricsVersion: result.metricsVersion,
        pricingPolicyVersion: result.pricing.policyVersion,
      });
      return result;
    },
  );

  app.post(
    '/cases/:id/underwriting/recompute',
    figuresRoute('Compute a case’s underwriting figures again from its current data'),
    async (request) => {
      const application = await findCase(app, request.params.id);
      const result = await computeUnderwriting(app, services, application, request.staff.id);
      return audited(request, application.id, 'underwriting.recomputed', result);
    },
  );

  app.get(
    '/cases/:id/summary',
    {
      schema: {
        summary:
          'A case’s decision summary: amounts, the pricing guide’s suggestion, key figures, flags and what is missing',
        tags: ['backoffice'],
        params: caseParamsSchema,
        response: { 200: decisionSummarySchema, ...errorResponses(401, 403, 404, 429, 503) },
      },
      preHandler: [app.staffAuthenticate, app.requireRole(...CASE_READERS)],
    },
    async (request) => {
      const application = await findCase(app, request.params.id);
      const { result } = await underwritingOf(app, services, application, request.staff.id);
      const requests = await informationRequestsWithAuthors(app.db, application.id);
      const documents = await documentsWithMarks(app.db, application.id);
      const summary = decisionSummary({
        underwriting: result,
        rules: flagRules,
        submittedAt: application.submittedAt?.toISOString() ?? null,
        requests: requests.map((r) => ({
          id: r.id,
          createdAt: r.createdAt.toISOString(),
          documents: r.documents as DocumentKey[],
          answeredAt: r.answeredAt?.toISOString() ?? null,
        })),
        documents: documents
          .filter((d) => d.status === 'current')
          .map((d) => ({ id: d.id, kind: d.kind as DocumentKey, mark: d.mark ?? null })),
      });
      await auditCaseView(app, request, application.id, 'summary.viewed', {
        metricsVersion: result.metricsVersion,
        flagRulesVersion: flagRules.policy.version,
        flags: summary.flags.map((f) => f.code),
      });
      return summary;
    },
  );
}
