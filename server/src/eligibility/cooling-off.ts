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

/** The end of the cooling-off period that `earlier` decisions impose at `now`, or null when none does. */
export function coolingOffUntil(earlier: EarlierDecision[], now: Date, days: number): Date | null {
  if (days <= 0) return null;
  const lastRefusal = earlier
    .filter((d) => !d.eligible)
    .reduce<Date | null>((latest, d) => (!latest || d.decidedAt > latest ? d.decidedAt : latest), null);
  if (!lastRefusal) return null;
  const until = new Date(lastRefusal.getTime() + days * DAY_MS);
  return until > now ? until : null;
}

export function coolingOffReason(until: Date, previousApplicationIds: number[]): Reason {
  return {
    code: 'COOLING_OFF',
    kind: 'knock-out',
    message: `An earlier application (${previousApplicationIds.join(', ')}) was declined; a new decision is possible from ${until.toISOString().slice(0, 10)}.`,
  };
}
