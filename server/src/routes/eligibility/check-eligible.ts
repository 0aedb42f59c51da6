import type { EligibilityOutcomeAnswer, EligibilityResult } from '@onboarding/shared/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decisionOf } from '../../data/eligibility';
import { declineOutcome } from '../../eligibility/outcome';
import { notFound } from '../../lib/http-error';

export const NOT_DECIDED =
  'Your eligibility has not been decided yet. Please complete the eligibility check first.';

// Only the outcome leaves the server (the spec's three fields); the rules' codes, figures and the policy version stay
// with the review team.
export function checkEligible(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<EligibilityResult> => {
    const decision = await decisionOf(app.db, request.session.applicationId);
    if (!decision) throw notFound(NOT_DECIDED);
    return {
      eligible: decision.eligible,
      eligibleAmount: decision.amount,
      NOT_INELIGIBLE: !decision.eligible,
    };
  };
}

// A decline as /ineligible tells it beside the spec's text: the categories of its reasons and the end of the
// cooling-off (eligibility/outcome.ts), as the email says them.
export function eligibilityOutcome(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<EligibilityOutcomeAnswer> => {
    const decision = await decisionOf(app.db, request.session.applicationId);
    if (!decision) throw notFound(NOT_DECIDED);
    return { declined: declineOutcome(decision, app.config.ELIGIBILITY_COOLING_OFF_DAYS) };
  };
}
