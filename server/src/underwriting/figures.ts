import type { TransactionsRevenue } from './accounts';
import { marketplaceMetrics, type MarketplaceData } from './marketplace';
import type { Metric, Series } from './metric';
import { saasMetrics, type SaasData } from './saas';

/** What the transactions (a CSV or a provider's charges) give, small enough to leave a worker thread. */
export interface TransactionsFigures {
  kind: 'saas' | 'marketplace';
  metrics: Metric[];
  series: Series[];
  /** Monthly revenue to compare with the accounts: MRR (SaaS) or net revenue (marketplace). */
  revenue: TransactionsRevenue;
  /** Rows (or charges) read, and those left out because a cell could not be read. */
  rows: number;
  skipped: number;
  customers: number;
}

const valueOf = (metrics: Metric[], key: string) => metrics.find((m) => m.key === key)?.value ?? null;

export function saasFigures(data: SaasData, rows: number, skipped: number): TransactionsFigures {
  const { metrics, series, months } = saasMetrics(data);
  return {
    kind: 'saas',
    metrics,
    series,
    revenue: {
      measure: 'mrr',
      months: data.months,
      values: months.map((m) => m.mrr),
      growthYoy: valueOf(metrics, 'mrr_growth_yoy'),
    },
    rows,
    skipped,
    customers: data.customers.length,
  };
}

export function marketplaceFigures(
  data: MarketplaceData,
  rows: number,
  skipped: number,
): TransactionsFigures {
  const { metrics, series } = marketplaceMetrics(data);
  return {
    kind: 'marketplace',
    metrics,
    series,
    revenue: {
      measure: 'net_revenue',
      months: data.months,
      values: data.take,
      growthYoy: valueOf(metrics, 'net_revenue_growth_yoy'),
    },
    rows,
    skipped,
    customers: data.buyers.filter((b) => b.some((v) => v > 0)).length,
  };
}
