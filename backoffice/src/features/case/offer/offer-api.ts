// The offer's calls, parsed with the contract's schemas (shared/src/backoffice/offers.ts).
import {
  caseOffersSchema,
  offerStepResultSchema,
  type OfferAction,
  type OfferTermsInput,
} from '@onboarding/shared/backoffice';
import { staffApi, staffFileUrl } from '@onboarding/shared/backoffice/client';

export async function getOffers(caseId: number) {
  return caseOffersSchema.parse((await staffApi.get(`/cases/${caseId}/offers`)).data);
}

export async function proposeOffer(caseId: number, terms: OfferTermsInput) {
  return offerStepResultSchema.parse((await staffApi.post(`/cases/${caseId}/offers`, terms)).data);
}

export async function offerStep(caseId: number, version: number, action: OfferAction, reason?: string) {
  const body = action === 'return' || action === 'withdraw' ? { reason } : undefined;
  return offerStepResultSchema.parse(
    (await staffApi.post(`/cases/${caseId}/offers/${version}/${action}`, body)).data,
  );
}

/** The version's letter (PDF), same origin and cookie-authenticated. */
export const letterUrl = (caseId: number, version: number) =>
  staffFileUrl(`/cases/${caseId}/offers/${version}/pdf`);
