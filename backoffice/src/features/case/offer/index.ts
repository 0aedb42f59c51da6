import type { ReviewAction } from '@onboarding/shared/backoffice';

export { OfferSection } from './OfferSection';

/** The review actions the offer section takes through its own calls (the generic action route refuses them: 409). */
export const OFFER_STEPS: ReadonlySet<ReviewAction> = new Set<ReviewAction>([
  'proposeOffer',
  'approveOffer',
  'returnToReview',
  'sendOffer',
  'withdrawOffer',
]);
