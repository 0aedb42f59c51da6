import type { DashboardOffer } from '@onboarding/shared/dashboard';
import { dayHasPassed } from '../../lib/format';

/** The server compares the signature with the name on file trimmed and case-insensitively; so does the form. */
export function signatureMatches(signature: string, name: string): boolean {
  const normalise = (value: string) => value.trim().toLowerCase();
  return normalise(signature) !== '' && normalise(signature) === normalise(name);
}

export type OfferState = 'open' | 'expired' | 'accepted' | 'declined' | 'withdrawn';

/**
 * What the applicant can do with the offer. A sent offer whose last day has passed is expired even before the server
 * has marked it so: its buttons would only lead to a refusal.
 */
export function offerState(
  offer: Pick<DashboardOffer, 'status' | 'validUntil'>,
  now: Date = new Date(),
): OfferState {
  if (offer.status !== 'sent') return offer.status;
  return dayHasPassed(offer.validUntil, now) ? 'expired' : 'open';
}
