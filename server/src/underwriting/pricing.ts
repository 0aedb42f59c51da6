import type { PricingBound, PricingGuide } from '@onboarding/shared/backoffice';
import type { TransactionsFigures } from './figures';
import { text } from './metric';
import { timesFactorFloor } from './money';
import type { LoadedPricingPolicy, PricingPolicy } from './pricing-policy';

export interface PricingInputs {
  /** The applicant's requested amount, in minor units. */
  requestedMinor: number | null;
  /** The eligibility decision: its amount in minor units (0 when not eligible), or null when there is none. */
  eligibility: { amountMinor: number; eligible: boolean } | null;
  transactions: TransactionsFigures | null;
}

/**
 * The pricing guide: the least of the requested amount, the eligibility decision's amount and the policy's share of
 * the revenue (a multiple of MRR or a share of ARR for SaaS, a share of the last 12 months' net revenue for a
 * marketplace), rounded down to the policy's step. It names the figure that bound it (on a tie, the first of
 * requested, eligibility, revenue) and the policy version. Without all three figures there is no suggestion.
 */
export function pricingGuide(inputs: PricingInputs, loaded: LoadedPricingPolicy): PricingGuide {
  const { policy } = loaded;
  const candidates: PricingGuide['candidates'] = [];
  candidates.push({
    key: 'requested',
    label: text('pricing.label.requested'),
    amountMinor: inputs.requestedMinor,
    formula: text('pricing.formula.requested'),
    unavailable: inputs.requestedMinor === null ? text('pricing.reason.no_requested') : null,
  });
  candidates.push(
    inputs.eligibility === null
      ? {
          key: 'eligibility',
          label: text('pricing.label.eligibility'),
          amountMinor: null,
          formula: text('pricing.formula.eligibility'),
          unavailable: text('pricing.reason.no_decision'),
        }
      : {
          key: 'eligibility',
          label: text('pricing.label.eligibility'),
          amountMinor: inputs.eligibility.eligible ? inputs.eligibility.amountMinor : 0,
          formula: text('pricing.formula.eligibility_decided'),
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

/** The policy's basis for a kind of business, and the metric it multiplies. */
function basisOf(kind: TransactionsFigures['kind'], policy: PricingPolicy) {
  if (kind === 'marketplace')
    return {
      basis: policy.marketplace.basis,
      factor: policy.marketplace.factor,
      metric: 'annual_net_revenue',
    };
  return {
    basis: policy.saas.basis,
    factor: policy.saas.factor,
    metric: policy.saas.basis === 'mrr_multiple' ? 'mrr' : 'arr',
  };
}

function revenueCandidate(
  figures: TransactionsFigures | null,
  { policy }: LoadedPricingPolicy,
): PricingGuide['candidates'][number] {
  const label = text('pricing.label.revenue');
  if (!figures) {
    return {
      key: 'revenue',
      label,
      amountMinor: null,
      formula: text('pricing.formula.revenue'),
      unavailable: text('pricing.reason.no_transactions'),
    };
  }
  const { basis, factor, metric } = basisOf(figures.kind, policy);
  const params = { factor, version: policy.version };
  const source = figures.metrics.find((m) => m.key === metric);
  if (!source || source.value === null) {
    return {
      key: 'revenue',
      label,
      amountMinor: null,
      formula: text(`pricing.formula.${basis}`, params),
      unavailable: source?.unavailable ?? text('pricing.reason.revenue_unavailable'),
    };
  }
  const amount = Math.max(0, timesFactorFloor(source.value, factor));
  return {
    key: 'revenue',
    label,
    amountMinor: amount,
    formula: text(`pricing.formula.${basis}_result`, { ...params, amountMinor: amount }),
    unavailable: null,
  };
}
