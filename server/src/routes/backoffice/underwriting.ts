import { underwritingSchema, type Underwriting } from '@onboarding/shared/backoffice';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/errors';
import { auditStaff } from '../../staff/audit';
import { loadPricingPolicy, pricingPolicyFileFrom } from '../../underwriting/pricing-policy';
import { UnderwritingRunner } from '../../underwriting/runner';
import { computeUnderwriting, underwritingOf, type UnderwritingServices } from '../../underwriting/service';
import { auditCaseView, CASE_READERS, caseParamsSchema, findCase } from './case-access';

/**
 * A case's underwriting figures, registered under the /backoffice prefix: GET answers the stored figures,
 * computing them first when the case's data changed since (the CSV streams through the worker pool, within its time
 * limit; 503 when the pool is busy); POST …/recompute computes them again. Reviewers and approvers only; every read
 * is audited as `underwriting.viewed`, every recompute as `underwriting.recomputed`.
 */
export default async function underwriting(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const services: UnderwritingServices = {
    runner: new UnderwritingRunner(),
    pricing: await loadPricingPolicy(pricingPolicyFileFrom({ ...process.env, ...app.config })),
  };
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
}
