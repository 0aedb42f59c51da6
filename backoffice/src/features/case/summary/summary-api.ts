// The case's decision summary, parsed with the contract's schema (shared/src/backoffice/summary.ts).
import { decisionSummarySchema, staffQueryKey } from '@onboarding/shared/backoffice';
import { staffApi } from '@onboarding/shared/backoffice/client';

/**
 * Under the case's key (an action on the case reads the summary again), and named by the figures it was made from,
 * so that recomputing the figures reads it again too.
 */
export const summaryKey = (caseId: number, computedAt: string | null) =>
  staffQueryKey(`/cases/${caseId}/summary`, { computedAt });

export async function getSummary(caseId: number) {
  return decisionSummarySchema.parse((await staffApi.get(`/cases/${caseId}/summary`)).data);
}
