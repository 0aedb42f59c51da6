import { computed, lastN, missing, needsMonths, series, type Metric, type Series } from './metric';
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

export const ACCOUNTS_FORMULAS = {
  revenue: 'Revenues in the latest month',
  grossMargin: 'Σ (Revenues − CoGS) ÷ Σ Revenues, over the last 12 months (or all, when fewer)',
  opex: 'R&D + S&M + G&A + Salaries in the latest month',
  operatingResult: 'Revenues − CoGS − operating expenses in the latest month',
  operatingMargin: 'Σ operating result ÷ Σ Revenues, over the last 12 months (or all, when fewer)',
  burn: 'max(0, −Σ operating result of the last 3 months) ÷ 3, rounded to the cent',
  growth: '(Revenues latest − Revenues 12 months before) ÷ Revenues 12 months before',
  ruleOf40: 'revenue growth year on year + operating margin (the business passes at 0.40 or more)',
  difference: 'Σ |accounts revenue − transactions revenue| ÷ Σ accounts revenue, over the months both have',
} as const;

/** What the transactions say about revenue, for the comparison and for Rule of 40 when the accounts are short. */
export interface TransactionsRevenue {
  /** SaaS MRR, or a marketplace's net revenue (take), per month. */
  label: string;
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
  const spec = (key: string, label: string, unit: Metric['unit'], formula: string) => ({
    key,
    label,
    unit,
    formula,
  });
  const window = lastN(months, WINDOW);
  const windowLabels = window.map((m) => m.month);
  const windowRevenue = window.reduce((a, m) => a + m.revenue, 0);
  const noRevenue = 'The accounts show no revenue in these months.';
  const operatingMargin = ratio(
    window.reduce((a, m) => a + operatingResult(m), 0),
    windowRevenue,
  );

  const metrics: Metric[] = [
    computed(spec('revenue', 'Revenue', 'minor', ACCOUNTS_FORMULAS.revenue), latest.revenue, [latest.month]),
    computed(
      spec('gross_margin', 'Gross margin', 'ratio', ACCOUNTS_FORMULAS.grossMargin),
      ratio(
        window.reduce((a, m) => a + grossProfit(m), 0),
        windowRevenue,
      ),
      windowLabels,
      noRevenue,
    ),
    computed(
      spec('operating_expenses', 'Operating expenses', 'minor', ACCOUNTS_FORMULAS.opex),
      opex(latest),
      [latest.month],
    ),
    computed(
      spec('operating_result', 'Operating result', 'minor', ACCOUNTS_FORMULAS.operatingResult),
      operatingResult(latest),
      [latest.month],
    ),
    computed(
      spec('operating_margin', 'Operating margin', 'ratio', ACCOUNTS_FORMULAS.operatingMargin),
      operatingMargin,
      windowLabels,
      noRevenue,
    ),
  ];

  const burnSpec = spec('monthly_burn', 'Monthly burn', 'minor', ACCOUNTS_FORMULAS.burn);
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

  const growthSpec = spec(
    'revenue_growth_yoy',
    'Revenue growth, year on year',
    'ratio',
    ACCOUNTS_FORMULAS.growth,
  );
  const yearBefore = months.find((m) => m.month === shiftMonth(latest.month, -WINDOW));
  let growth: number | null = null;
  let growthMonths: string[] = [];
  if (!yearBefore) {
    metrics.push(
      missing(
        growthSpec,
        `Needs the month 12 months before ${latest.month} (${shiftMonth(latest.month, -WINDOW)}); the accounts have ${n} months.`,
      ),
    );
  } else {
    growthMonths = [yearBefore.month, latest.month];
    growth = yearBefore.revenue > 0 ? ratio(latest.revenue - yearBefore.revenue, yearBefore.revenue) : null;
    metrics.push(computed(growthSpec, growth, growthMonths, 'The revenue 12 months before is zero.'));
  }

  const ruleSpec = spec('rule_of_40', 'Rule of 40', 'ratio', ACCOUNTS_FORMULAS.ruleOf40);
  let ruleGrowth = growth;
  let ruleNote = '';
  if (ruleGrowth === null && transactions?.growthYoy != null) {
    ruleGrowth = transactions.growthYoy;
    ruleNote = ` (growth from the transactions’ ${transactions.label})`;
  }
  if (ruleGrowth === null) {
    metrics.push(
      missing(
        ruleSpec,
        'Revenue growth year on year is not known: neither the accounts nor the transactions cover 13 months.',
      ),
    );
  } else if (operatingMargin === null) {
    metrics.push(missing(ruleSpec, noRevenue));
  } else {
    metrics.push(
      computed(
        { ...ruleSpec, formula: ruleSpec.formula + ruleNote },
        roundRatio(ruleGrowth + operatingMargin),
        [...new Set([...growthMonths, ...windowLabels])].sort(),
      ),
    );
  }

  // Accounts against transactions, month by month.
  const txByMonth = new Map(transactions?.months.map((m, i) => [m, transactions.values[i]]) ?? []);
  const both = months.filter((m) => txByMonth.has(m.month));
  const diffSpec = spec(
    'revenue_difference',
    'Accounts against transactions',
    'ratio',
    ACCOUNTS_FORMULAS.difference,
  );
  if (!transactions) metrics.push(missing(diffSpec, 'There are no transactions to compare with.'));
  else if (both.length === 0)
    metrics.push(missing(diffSpec, 'The accounts and the transactions have no month in common.'));
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
  const out: Series[] = [
    series(
      'revenue',
      'Revenue',
      'minor',
      labels,
      col((m) => m.revenue),
    ),
    series(
      'cogs',
      'CoGS',
      'minor',
      labels,
      col((m) => m.cogs),
    ),
    series('gross_profit', 'Gross profit', 'minor', labels, col(grossProfit)),
    series(
      'gross_margin',
      'Gross margin',
      'ratio',
      labels,
      col((m) => ratio(grossProfit(m), m.revenue)),
    ),
    series('operating_expenses', 'Operating expenses', 'minor', labels, col(opex)),
    series('operating_result', 'Operating result', 'minor', labels, col(operatingResult)),
    series(
      'burn',
      'Burn',
      'minor',
      labels,
      col((m) => Math.max(0, -operatingResult(m))),
    ),
  ];
  if (transactions) {
    out.push(
      series(
        'transactions_revenue',
        `Transactions (${transactions.label})`,
        'minor',
        labels,
        col((m) => txByMonth.get(m.month) ?? null),
      ),
      series(
        'revenue_difference',
        'Accounts − transactions',
        'minor',
        labels,
        col((m) => (txByMonth.has(m.month) ? m.revenue - txByMonth.get(m.month)! : null)),
      ),
    );
  }
  return { metrics, series: out };
}
