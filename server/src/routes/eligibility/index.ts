import {
  eligibilityOutcomeSchema,
  eligibilityResultSchema,
  updateOnboardingResponseSchema,
} from '@onboarding/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadPolicyFile, policyFileFrom } from '../../eligibility/load-policy';
import { errorResponses } from '../../plugins/errors';
import { checkEligible, eligibilityOutcome } from './check-eligible';
import { onboardingUpdate } from './update';

/**
 * Eligibility: save-and-resume of the two steps, the decision and its result.
 * The policy file is read and validated once, here, so a bad file stops the start with a message naming the field;
 * a changed file takes effect at the next start (docs/eligibility-policy.md).
 */
export default async function eligibility(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const loaded = await loadPolicyFile(policyFileFrom({ ...process.env, ...app.config }));
  app.log.info(
    { policyVersion: loaded.policy.version, policyFile: loaded.file },
    'eligibility policy loaded',
  );

  app.patch(
    '/onboarding/onboarding-update',
    {
      preHandler: app.authenticate,
      schema: {
        summary:
          'Save or submit the eligibility answers (eligibility_step), or connect a transaction system (transactions_step)',
        tags: ['eligibility', 'transactions'],
        security: [{ session: [] }],
        // 502: a provider that could not check the credentials.
        response: { 200: updateOnboardingResponseSchema, ...errorResponses(401, 409, 502, 503) },
      },
    },
    onboardingUpdate(app, loaded),
  );
  app.get(
    '/onboarding/check-eligible',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'The eligibility decision and amount',
        tags: ['eligibility'],
        security: [{ session: [] }],
        response: { 200: eligibilityResultSchema, ...errorResponses(401, 404, 503) },
      },
    },
    checkEligible(app),
  );
  app.get(
    '/onboarding/eligibility-outcome',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'A decline’s reasons, in categories, and the day a new application can be decided',
        tags: ['eligibility'],
        security: [{ session: [] }],
        response: { 200: eligibilityOutcomeSchema, ...errorResponses(401, 404, 503) },
      },
    },
    eligibilityOutcome(app),
  );
}
