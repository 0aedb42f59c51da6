import type { EligibilityResult } from '@onboarding/shared/server';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eligibilityDecisions } from '../../db/schema';
import { notFound } from '../../lib/http-error';

export const NOT_DECIDED =
  'Your eligibility has not been decided yet. Please complete the eligibility check first.';

// Only the outcome leaves the server; the reasons and the policy version stay with the review team.
export function checkEligible(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<EligibilityResult> => {
    const [decision] = await app.db
      .select({ eligible: eligibilityDecisions.eligible, amount: eligibilityDecisions.amount })
      .from(eligibilityDecisions)
      .where(eq(eligibilityDecisions.applicationId, request.session.applicationId))
      .limit(1);
    if (!decision) throw notFound(NOT_DECIDED);
    return {
      eligible: decision.eligible,
      eligibleAmount: decision.amount,
      NOT_INELIGIBLE: !decision.eligible,
    };
  };
}
