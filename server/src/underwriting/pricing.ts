import type { PricingBound, PricingGuide } from '@onboarding/shared/backoffice';
import type { TransactionsFigures } from './figures';
import { timesFactorFloor } from './money';
import type { LoadedPricingPolicy } from './pricing-policy';

export interface PricingInputs {
  /** The applicant's requested amount, in minor units. */
  requestedMinor: number | null;
  /** The eligibility decision: its amount in minor units (0 when not eligible), or null when there is none. */
  eligibility: { amountMinor: number; eligible: boolean } | null;
  transactions: TransactionsFigures | null;
}

const usd = (minor: number) => `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/**
 * The pricing guide: the least of the requested amount, the eligibility decision's amount and the policy's share of
 * the revenue (a multiple of MRR or a share of ARR for SaaS, a share of the last 12 months' net revenue for a
 * marketplace), rounded down to the policy's step. It names the figure that bound it (on a tie, the first of
 * requested, eligibility, revenue) and the policy version. Without all three figures there is no suggestion.
 */
export function pricingGuide(inputs: PricingInputs, loaded: LoadedPricingPolicy): PricingGuide {
  const { policy } = loaded;
  const candidates: PricingGuide['candidates'] = [];
  candidates.push(
    inputs.requestedMinor === null
      ? {
          key: 'requested',
          label: 'Requested amount',
          amountMinor: null,
          formula: 'the applicant’s requested amount',
          unavailable: 'The applicant has not stated an amount.',
        }
      : {
          key: 'requested',
          label: 'Requested amount',
          amountMinor: inputs.requestedMinor,
          formula: 'the applicant’s requested amount',
          unavailable: null,
        },
  );
  candidates.push(
    inputs.eligibility === null
      ? {
          key: 'eligibility',
          label: 'Eligibility decision',
          amountMinor: null,
          formula: 'the amount of the eligibility decision',
          unavailable: 'The case has no eligibility decision.',
        }
      : {
          key: 'eligibility',
          label: 'Eligibility decision',
          amountMinor: inputs.eligibility.eligible ? inputs.eligibility.amountMinor : 0,
          formula: 'the amount of the eligibility decision (0 when not eligible)',
          unavailable: null,
        },
  );
  candidates.push(revenueCandidate(inputs.transactions, loaded));
  const base = { policyVersion: policy.version, policyDigest: loaded.digest, candidates };
  const missingOne = candidates.find((c) => c.amountMinor === null);
  if (missingOne)
    return { ...base, suggestedMinor: null, boundBy: null, unavailable: missingOne.unavailable };
  let bound: PricingBound = 'requested';
  let least = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    if (c.amountMinor! < least) [least, bound] = [c.amountMinor!, c.key];
  }
  const step = policy.roundDownToMinor;
  const suggested = Math.max(0, Math.floor(least / step) * step);
  return { ...base, suggestedMinor: suggested, boundBy: bound, unavailable: null };
}

function revenueCandidate(
  figures: TransactionsFigures | null,
  { policy }: LoadedPricingPolicy,
): PricingGuide['candidates'][number] {
  const label = 'Revenue';
  if (!figures) {
    return {
      key: 'revenue',
      label,
      amountMinor: null,
      formula: 'a share of the transactions’ revenue',
      unavailable: 'There are no transactions to compute revenue from.',
    };
  }
  const metric = (key: string) => figures.metrics.find((m) => m.key === key);
  let formula: string;
  let source;
  let factor: number;
  if (figures.kind === 'saas') {
    factor = policy.saas.factor;
    if (policy.saas.basis === 'mrr_multiple') {
      formula = `latest MRR × ${factor} (policy ${policy.version})`;
      source = metric('mrr');
    } else {
      formula = `ARR × ${factor} (policy ${policy.version})`;
      source = metric('arr');
    }
  } else {
    factor = policy.marketplace.factor;
    formula = `net revenue of the last 12 months × ${factor} (policy ${policy.version})`;
    source = metric('annual_net_revenue');
  }
  if (!source || source.value === null) {
    return {
      key: 'revenue',
      label,
      amountMinor: null,
      formula,
      unavailable: source?.unavailable ?? 'The revenue figure is not available.',
    };
  }
  const amount = Math.max(0, timesFactorFloor(source.value, factor));
  return {
    key: 'revenue',
    label,
    amountMinor: amount,
    formula: `${formula} = ${usd(amount)}`,
    unavailable: null,
  };
}
