import type {
  DecisionSummary,
  PendingCheck,
  SummaryFigure,
  Underwriting,
  UnderwritingSection,
} from '@onboarding/shared/backoffice';
import type { DocumentKey } from '@onboarding/shared/schemas';
import type { LoadedFlagRules } from './flag-rules';
import { flagsOf } from './flags';

/*
 * The case page's decision summary, from the underwriting the server computed (never recomputed here), the flag
 * rules, and what the case still lacks. Pure: the route gathers the rows.
 */

/** The key figures of each kind of business, in the order the summary shows them. */
export const KEY_FIGURES: Record<UnderwritingSection['kind'], readonly string[]> = {
  saas: ['mrr', 'arr', 'mrr_growth_mom', 'mrr_growth_yoy', 'nrr', 'logo_churn', 'largest_customer_share'],
  marketplace: ['gmv', 'take_rate', 'net_revenue', 'gmv_growth_yoy', 'largest_customer_share'],
  accounts: ['gross_margin', 'operating_margin', 'monthly_burn'],
};

export interface SummaryFacts {
  underwriting: Underwriting;
  rules: LoadedFlagRules;
  submittedAt: string | null;
  requests: { id: number; createdAt: string; documents: DocumentKey[]; answeredAt: string | null }[];
  /** The case's current documents with their mark (null: nobody has marked it yet). */
  documents: { id: number; kind: DocumentKey; mark: 'accepted' | 'needs_reupload' | null }[];
}

function figuresOf(sections: UnderwritingSection[]): SummaryFigure[] {
  return sections.flatMap((s) =>
    KEY_FIGURES[s.kind].flatMap((key) => {
      const m = s.metrics.find((metric) => metric.key === key);
      return m
        ? [{ key, kind: s.kind, label: m.label, value: m.value, unit: m.unit, unavailable: m.unavailable }]
        : [];
    }),
  );
}

function pendingChecks({
  underwriting,
  documents,
}: SummaryFacts): DecisionSummary['missing']['pendingChecks'] {
  const { inputs, sections } = underwriting;
  const checks: DecisionSummary['missing']['pendingChecks'] = [];
  const add = (key: PendingCheck, count?: number) =>
    checks.push(count === undefined ? { key } : { key, count });
  if (!inputs.eligibility) add('eligibility_decision');
  if (!inputs.transactions) add('transactions');
  else if (sections.some((s) => s.source !== 'accounts' && s.unavailable)) add('transactions_unavailable');
  if (inputs.transactions?.kind === 'provider' && inputs.transactions.verification !== 'live')
    add('provider_unverified');
  if (!inputs.accounts) add('accounts');
  const unmarked = documents.filter((d) => d.mark === null).length;
  if (unmarked > 0) add('documents_unreviewed', unmarked);
  return checks;
}

export function decisionSummary(facts: SummaryFacts): DecisionSummary {
  const { underwriting: u, rules } = facts;
  const transactions = u.sections.find((s) => s.source !== 'accounts' && s.kind !== 'accounts');
  return {
    caseId: u.caseId,
    currency: u.currency,
    requestedMinor: u.inputs.requestedAmountMinor,
    eligibleMinor: u.inputs.eligibility?.amountMinor ?? null,
    suggestedMinor: u.pricing.suggestedMinor,
    suggestedUnavailable: u.pricing.unavailable,
    pricingPolicyVersion: u.pricing.policyVersion,
    kind: transactions ? (transactions.kind as 'saas' | 'marketplace') : null,
    figures: figuresOf(u.sections),
    flags: flagsOf(rules.policy, { sections: u.sections, submittedAt: facts.submittedAt }),
    rules: { version: rules.policy.version, digest: rules.digest },
    missing: {
      openRequests: facts.requests
        .filter((r) => r.answeredAt === null)
        .map(({ id, createdAt, documents }) => ({ id, createdAt, documents })),
      documentsToReupload: facts.documents
        .filter((d) => d.mark === 'needs_reupload')
        .map(({ id, kind }) => ({ id, kind })),
      pendingChecks: pendingChecks(facts),
    },
    computedAt: u.computedAt,
    metricsVersion: u.metricsVersion,
  };
}
