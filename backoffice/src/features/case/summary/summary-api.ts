// The case's decision summary, parsed with the contract's schema (shared/src/backoffice/summary.ts).
import { decisionSummarySchema, staffQueryKey } from '@onboarding/shared/backoffice';
import { staffApi } from '@onboarding/shared/backoffice/client';

/** Under the case's key: an action on the case reads the summary again. */
export const summaryKey = (caseId: number) => staffQueryKey(`/cases/${caseId}/summary`);

export async function getSummary(caseId: number) {
  return decisionSummarySchema.parse((await staffApi.get(`/cases/${caseId}/summary`)).data);
}
