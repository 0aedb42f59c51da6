import type { DeclineCategory, EligibilityDecline } from '@onboarding/shared/server';
import { coolingOffEnd } from './cooling-off';
import type { ReasonCode } from './decide';

/** A reason as decide.ts gives it and the decision's row stores it. */
type StoredReason = { code: string; kind: string };

// What the applicant is told of a decline at eligibility: the category of each rule that declined (in words on
// their side, never the code, the threshold or their own figures) and the first day a new application can be
// decided. The email, /ineligible and the dashboard all read it from here.

/** The category each knock-out rule is told as. A new knock-out in decide.ts needs its row (the type says so). */
const CATEGORY_OF: Record<Exclude<ReasonCode, AmountOrNote>, DeclineCategory> = {
  REVENUE_BELOW_MINIMUM: 'revenue',
  RUNWAY_BELOW_MINIMUM: 'runway',
  INCORPORATED_TOO_RECENTLY: 'age',
  NOT_TECHNOLOGY_COMPANY: 'sector',
  EXCLUDED_BUSINESS_TYPE: 'sector',
  EXCLUDED_COUNTRY_OF_INCORPORATION: 'country',
  UNKNOWN_COMPANY_STAGE: 'stage',
  AMOUNT_BELOW_MINIMUM: 'amount',
  COOLING_OFF: 'coolingOff',
};

type AmountOrNote =
  | 'BASE_AMOUNT'
  | 'DEBT_DEDUCTED'
  | 'CAPPED_BY_REQUESTED_AMOUNT'
  | 'CAPPED_BY_POLICY_MAXIMUM'
  | 'ROUNDED_DOWN'
  | 'NO_SHARIA_PREFERENCE';

/** The categories of the knock-outs among `reasons`, each once, in the policy's order. */
export function declineCategories(reasons: readonly StoredReason[]): DeclineCategory[] {
  const categories = reasons
    .filter((r) => r.kind === 'knock-out')
    .map((r) => CATEGORY_OF[r.code as keyof typeof CATEGORY_OF])
    .filter(Boolean);
  return [...new Set(categories)];
}

/** A stored decision as the applicant reads it; null when it was eligible. */
export function declineOutcome(
  decision: { eligible: boolean; reasons: readonly StoredReason[]; decidedAt: Date },
  coolingOffDays: number,
): EligibilityDecline | null {
  if (decision.eligible) return null;
  const until = coolingOffEnd(decision.decidedAt, coolingOffDays);
  return { reasons: declineCategories(decision.reasons), decidableFrom: until && firstWholeDay(until) };
}

/**
 * The first calendar day (UTC) wholly after `instant`: the refusal's cooling-off ends at the time of day it was
 * decided, so a new application that day might still be declined; the day after never is.
 */
function firstWholeDay(instant: Date): string {
  const day = new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
  if (day.getTime() < instant.getTime()) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
