import type { ACCOUNTS_METRIC_KEYS } from '@onboarding/shared/backoffice';
import {
  computed,
  lastN,
  missing,
  needsMonths,
  series,
  seriesLine,
  text,
  type Metric,
  type Series,
  type SeriesKey,
} from './metric';
import { decimalToMinor, divRound, ratio, roundRatio } from './money';

/** A month of the management accounts as the workbook gave it (major units, a blank cell null). */
export interface AccountsMonthInput {
  month: string;
  revenues: number | null;
  cogs: number | null;
  rnd: number | null;
  sm: number | null;
  ga: number | null;
  salaries: number | null;
}

/** The same month in minor units (a blank cell is 0). */
export interface AccountsMonth {
  month: string;
  revenue: number;
  cogs: number;
  rnd: number;
  sm: number;
  ga: number;
  salaries: number;
}

/** A workbook figure in minor units: its value rounded half away from zero to the cent; a blank cell is 0. */
export function figureToMinor(value: number | null): number {
  if (value === null || !Number.isFinite(value)) return 0;
  return decimalToMinor(value.toFixed(6)) ?? 0;
}

/** The workbook's months in minor units, in calendar order; a month named twice adds up. */
export function accountsMonths(input: readonly AccountsMonthInput[]): AccountsMonth[] {
  const byMonth = new Map<string, AccountsMonth>();
  for (const m of input) {
    const row = byMonth.get(m.month) ?? {
      month: m.month,
      revenue: 0,
      cogs: 0,
      rnd: 0,
      sm: 0,
      ga: 0,
      salaries: 0,
    };
    row.revenue += figureToMinor(m.revenues);
    row.cogs += figureToMinor(m.cogs);
    row.rnd += figureToMinor(m.rnd);
    row.sm += figureToMinor(m.sm);
    row.ga += figureToMinor(m.ga);
    row.salaries += figureToMinor(m.salaries);
    byMonth.set(m.month, row);
  }
  return [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/** The month `k` months after `month` (YYYY-MM). */
export function shiftMonth(month: string, k: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + k;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const opex = (m: AccountsMonth) => m.rnd + m.sm + m.ga + m.salaries;
export const grossProfit = (m: AccountsMonth) => m.revenue - m.cogs;
export const operatingResult = (m: AccountsMonth) => grossProfit(m) - opex(m);

/** An accounts metric's name and formula (docs/underwriting.md), as the back office's catalogue words them. */
const spec = (key: (typeof ACCOUNTS_METRIC_KEYS)[number], unit: Metric['unit']) => ({
  key,
  label: text(`metric.accounts.${key}`),
  unit,
  formula: text(`formula.accounts.${key}`),
});

/** What the transactions say about revenue, for the comparison and for Rule of 40 when the accounts are short. */
export interface TransactionsRevenue {
  /** What the revenue is: SaaS MRR, or a marketplace's net revenue (take), per month. */
  measure: 'mrr' | 'net_revenue';
  months: string[];
  values: number[];
  /** Year-on-year growth of the transactions' revenue, when known. */
  growthYoy: number | null;
}

const WINDOW = 12;

export function accountsMetrics(
  input: readonly AccountsMonthInput[],
  transactions: TransactionsRevenue | null,
): { metrics: Metric[]; series: Series[] } {
  const months = accountsMonths(input);
  const n = months.length;
  if (n === 0) return { metrics: [], series: [] };
  const labels = months.map((m) => m.month);
  const latest = months[n - 1];
  const window = lastN(months, WINDOW);
  const windowLabels = window.map((m) => m.month);
  const windowRevenue = window.reduce((a, m) => a + m.revenue, 0);
  const noRevenue = text('reason.accounts_no_revenue');
  const operatingMargin = ratio(
    window.reduce((a, m) => a + operatingResult(m), 0),
    windowRevenue,
  );

  const metrics: Metric[] = [
    computed(spec('revenue', 'minor'), latest.revenue, [latest.month]),
    computed(
      spec('gross_margin', 'ratio'),
      ratio(
        window.reduce((a, m) => a + grossProfit(m), 0),
        windowRevenue,
      ),
      windowLabels,
      noRevenue,
    ),
    computed(spec('operating_expenses', 'minor'), opex(latest), [latest.month]),
    computed(spec('operating_result', 'minor'), operatingResult(latest), [latest.month]),
    computed(spec('operating_margin', 'ratio'), operatingMargin, windowLabels, noRevenue),
  ];

  const burnSpec = spec('monthly_burn', 'minor');
  if (n < 3) metrics.push(missing(burnSpec, needsMonths(3, 'accounts', n)));
  else {
    const last3 = months.slice(n - 3);
    const result = last3.reduce((a, m) => a + operatingResult(m), 0);
    metrics.push(
      computed(
        burnSpec,
        result >= 0 ? 0 : Number(divRound(BigInt(-result), 3n)),
        last3.map((m) => m.month),
      ),
    );
  }

  const growthSpec = spec('revenue_growth_yoy', 'ratio');
  const yearBefore = months.find((m) => m.month === shiftMonth(latest.month, -WINDOW));
  let growth: number | null = null;
  let growthMonths: string[] = [];
  if (!yearBefore) {
    metrics.push(
      missing(
        growthSpec,
        text('reason.accounts_year_before_missing', {
          latestMonth: latest.month,
          yearBeforeMonth: shiftMonth(latest.month, -WINDOW),
          have: n,
        }),
      ),
    );
  } else {
    growthMonths = [yearBefore.month, latest.month];
    growth = yearBefore.revenue > 0 ? ratio(latest.revenue - yearBefore.revenue, yearBefore.revenue) : null;
    metrics.push(
      computed(growthSpec, growth, growthMonths, text('reason.accounts_revenue_zero_year_before')),
    );
  }

  const ruleSpec = spec('rule_of_40', 'ratio');
  let ruleGrowth = growth;
  if (ruleGrowth === null && transactions?.growthYoy != null) {
    ruleGrowth = transactions.growthYoy;
    // The formula says whose growth it took.
    ruleSpec.formula = text(`formula.accounts.rule_of_40_transactions_${transactions.measure}`);
  }
  if (ruleGrowth === null) {
    metrics.push(missing(ruleSpec, text('reason.growth_unknown')));
  } else if (operatingMargin === null) {
    metrics.push(missing(ruleSpec, noRevenue));
  } else {
    metrics.push(
      computed(
        ruleSpec,
        roundRatio(ruleGrowth + operatingMargin),
        [...new Set([...growthMonths, ...windowLabels])].sort(),
      ),
    );
  }

  // Accounts against transactions, month by month.
  const txByMonth = new Map(transactions?.months.map((m, i) => [m, transactions.values[i]]) ?? []);
  const both = months.filter((m) => txByMonth.has(m.month));
  const diffSpec = spec('revenue_difference', 'ratio');
  if (!transactions) metrics.push(missing(diffSpec, text('reason.no_transactions_to_compare')));
  else if (both.length === 0) metrics.push(missing(diffSpec, text('reason.no_common_month')));
  else {
    const gap = both.reduce((a, m) => a + Math.abs(m.revenue - txByMonth.get(m.month)!), 0);
    metrics.push(
      computed(
        diffSpec,
        ratio(
          gap,
          both.reduce((a, m) => a + m.revenue, 0),
        ),
        both.map((m) => m.month),
        noRevenue,
      ),
    );
  }

  const col = (f: (m: AccountsMonth) => number | null) => months.map(f);
  const line = seriesLine('accounts', labels);
  const lines: [SeriesKey<'accounts'>, Metric['unit'], (m: AccountsMonth) => number | null][] = [
    ['revenue', 'minor', (m) => m.revenue],
    ['cogs', 'minor', (m) => m.cogs],
    ['gross_profit', 'minor', grossProfit],
    ['gross_margin', 'ratio', (m) => ratio(grossProfit(m), m.revenue)],
    ['operating_expenses', 'minor', opex],
    ['operating_result', 'minor', operatingResult],
    ['burn', 'minor', (m) => Math.max(0, -operatingResult(m))],
  ];
  const out = lines.map(([key, unit, value]) => line(key, unit, col(value)));
  if (transactions) {
    out.push(
      series(
        'transactions_revenue',
        text(`series.accounts.transactions_${transactions.measure}`),
        'minor',
        labels,
        col((m) => txByMonth.get(m.month) ?? null),
      ),
      line(
        'revenue_difference',
        'minor',
        col((m) => (txByMonth.has(m.month) ? m.revenue - txByMonth.get(m.month)! : null)),
      ),
    );
  }
  return { metrics, series: out };
}
