import {
  flatRateBasisPoints,
  hasCents,
  isIsoDate,
  offerSchedule,
  offerTermsSchema,
  salePrice,
  scheduleProblem,
  type Instalment,
} from '@onboarding/shared/backoffice';
import { formToTerms, type OfferForm } from './composer-form';

// The composer's live preview: the figures of the version being typed, computed by the module the server
// computes and checks the stored offer with (offer-terms.ts of @onboarding/shared/backoffice), from the very terms the
// form would propose (formToTerms). A figure is shown only once every input it depends on is one the contract
// accepts; until then the preview says what it waits for, so it never shows a number the server would not store.

/** What the next figure waits for, in the order the form asks for it. */
export type PreviewWait = 'amounts' | 'tenure' | 'schedule' | 'firstDue';

export interface OfferPreview {
  currency: string;
  /** Cost, profit and their sum, once both amounts are sound. */
  price: { costMinor: number; profitMinor: number; salePriceMinor: number; requiredApprovals: number } | null;
  /** The disclosed flat annual rate in basis points, once the tenure is sound too. */
  rateBasisPoints: number | null;
  /** The instalments, once the schedule's inputs and the first due date are sound too. */
  schedule: Instalment[] | null;
  /** Revenue-linked: the schedule is indicative (from the expected revenue). */
  indicative: boolean;
  /** The first figure still missing, or null when all are shown. */
  waiting: PreviewWait | null;
  /** The contract's words when the inputs are sound but the schedule cannot be offered (a balloon at the end). */
  problem: string | null;
}

const shape = offerTermsSchema.shape;

/** The preview of the form's `values`; `dualApprovalAboveMinor` is the case's (two approvals above it). */
export function offerPreview(values: OfferForm, dualApprovalAboveMinor: number): OfferPreview {
  const terms = formToTerms(values);
  const preview: OfferPreview = {
    currency: terms.currency ?? 'USD',
    price: null,
    rateBasisPoints: null,
    schedule: null,
    indicative: terms.schedule.type === 'revenue_linked',
    waiting: 'amounts',
    problem: null,
  };
  const cost = shape.costMinor.safeParse(terms.costMinor);
  const profit = shape.profitMinor.safeParse(terms.profitMinor);
  if (!hasCents(preview.currency) || !cost.success || !profit.success) return preview;
  const amounts = { costMinor: cost.data, profitMinor: profit.data };
  const salePriceMinor = salePrice(amounts);
  preview.price = {
    ...amounts,
    salePriceMinor,
    requiredApprovals: salePriceMinor > dualApprovalAboveMinor ? 2 : 1,
  };

  preview.waiting = 'tenure';
  const tenure = shape.tenureMonths.safeParse(terms.tenureMonths);
  if (!tenure.success) return preview;
  const priced = { ...amounts, tenureMonths: tenure.data };
  preview.rateBasisPoints = flatRateBasisPoints(priced);

  preview.waiting = 'schedule';
  const schedule = shape.schedule.safeParse(terms.schedule);
  if (!schedule.success) return preview;
  const scheduled = { ...priced, schedule: schedule.data };
  preview.problem = scheduleProblem(scheduled);
  if (preview.problem) {
    preview.waiting = null;
    return preview;
  }

  preview.waiting = 'firstDue';
  if (!isIsoDate(terms.firstDueDate)) return preview;
  preview.schedule = offerSchedule({ ...scheduled, firstDueDate: terms.firstDueDate });
  preview.waiting = null;
  return preview;
}
