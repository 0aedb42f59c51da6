import type { Reason } from './decide';

// An applicant turned down does not get a new decision by starting a new application and answering differently
//: until the cooling-off period since their last refusal has passed, a new application is declined
// with this reason, and the review team sees the earlier application and its decision beside it.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface EarlierDecision {
  applicationId: number;
  eligible: boolean;
  decidedAt: Date;
}

/** When the cooling-off period of a refusal decided at `decidedAt` ends; null when there is none (0 days). */
export function coolingOffEnd(decidedAt: Date, days: number): Date | null {
  return days > 0 ? new Date(decidedAt.getTime() + days * DAY_MS) : null;
}

/** The end of the cooling-off period that `earlier` decisions impose at `now`, or null when none does. */
export function coolingOffUntil(earlier: EarlierDecision[], now: Date, days: number): Date | null {
  const lastRefusal = earlier
    .filter((d) => !d.eligible)
    .reduce<Date | null>((latest, d) => (!latest || d.decidedAt > latest ? d.decidedAt : latest), null);
  const until = lastRefusal && coolingOffEnd(lastRefusal, days);
  return until && until > now ? until : null;
}

export function coolingOffReason(until: Date, previousApplicationIds: number[]): Reason {
  return {
    code: 'COOLING_OFF',
    kind: 'knock-out',
    message: `An earlier application (${previousApplicationIds.join(', ')}) was declined; a new decision is possible from ${until.toISOString().slice(0, 10)}.`,
  };
}
