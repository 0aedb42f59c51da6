import { monthLabel } from '../transactions/csv-values';
import { computed, lastN, missing, needsMonths, series, type Metric, type Series } from './metric';
import { ratio } from './money';
import { coefficientOfVariation, concentration } from './saas';

/**
 * Marketplace orders: an order of `gmv` minor units in a month, of which `take` is the marketplace's own (net)
 * revenue. Sums per month, and per buyer per month for active buyers and concentration. The series runs from the
 * first to the last month an order names.
 */
export class MarketplaceBuilder {
  private readonly gmv = new Map<number, number>();
  private readonly take = new Map<number, number>();
  private readonly orders = new Map<number, number>();
  /** buyer → month → GMV */
  private readonly buyers = new Map<string, Map<number, number>>();
  private first = Number.POSITIVE_INFINITY;
  private last = Number.NEGATIVE_INFINITY;

  get customers(): number {
    return this.buyers.size;
  }

  addOrder(customer: string, month: number, gmv: number, take: number): void {
    if (month < this.first) this.first = month;
    if (month > this.last) this.last = month;
    this.gmv.set(month, (this.gmv.get(month) ?? 0) + gmv);
    this.take.set(month, (this.take.get(month) ?? 0) + take);
    this.orders.set(month, (this.orders.get(month) ?? 0) + 1);
    let b = this.buyers.get(customer);
    if (!b) this.buyers.set(customer, (b = new Map()));
    b.set(month, (b.get(month) ?? 0) + gmv);
  }

  finish(): MarketplaceData {
    if (this.first > this.last) return { months: [], gmv: [], take: [], orders: [], buyers: [] };
    const span = this.last - this.first + 1;
    const at = (map: Map<number, number>) =>
      Array.from({ length: span }, (_, i) => map.get(this.first + i) ?? 0);
    return {
      months: Array.from({ length: span }, (_, i) => monthLabel(this.first + i)),
      gmv: at(this.gmv),
      take: at(this.take),
      orders: at(this.orders),
      buyers: [...this.buyers.values()].map(at),
    };
  }
}

export interface MarketplaceData {
  months: string[];
  gmv: number[];
  take: number[];
  orders: number[];
  /** Each buyer's GMV per month. */
  buyers: number[][];
}

export const MARKETPLACE_FORMULAS = {
  gmv: 'Σ order GMV in the latest month',
  net: 'Σ take (the marketplace’s revenue) in the latest month',
  annualNet: 'Σ take over the last 12 months',
  takeRate: 'Σ take ÷ Σ GMV over the last 12 months',
  active: 'buyers with GMV > 0 in the latest month',
  mom: (what: string) => `(${what} latest − ${what} month before) ÷ ${what} month before`,
  yoy: (what: string) => `(${what} latest − ${what} 12 months before) ÷ ${what} 12 months before`,
  largest: 'largest buyer’s Σ GMV ÷ Σ GMV, over the last 12 months',
  top10: 'ten largest buyers’ Σ GMV ÷ Σ GMV, over the last 12 months',
  volatility: 'standard deviation ÷ mean of monthly net revenue over the last 12 months (population)',
} as const;

const WINDOW = 12;

export function marketplaceMetrics(data: MarketplaceData): { metrics: Metric[]; series: Series[] } {
  const labels = data.months;
  const n = labels.length;
  if (n === 0) return { metrics: [], series: [] };
  const L = n - 1;
  const spec = (key: string, label: string, unit: Metric['unit'], formula: string) => ({
    key,
    label,
    unit,
    formula,
  });
  const active = labels.map((_, i) => data.buyers.filter((b) => b[i] > 0).length);
  const window = lastN(labels, WINDOW);
  const from = n - window.length;
  const sumFrom = (values: number[]) => values.slice(from).reduce((a, b) => a + b, 0);
  const metrics: Metric[] = [
    computed(spec('gmv', 'GMV', 'minor', MARKETPLACE_FORMULAS.gmv), data.gmv[L], [labels[L]]),
    computed(spec('net_revenue', 'Net revenue', 'minor', MARKETPLACE_FORMULAS.net), data.take[L], [
      labels[L],
    ]),
  ];
  const annualSpec = spec(
    'annual_net_revenue',
    'Annual net revenue',
    'minor',
    MARKETPLACE_FORMULAS.annualNet,
  );
  metrics.push(
    n < WINDOW
      ? missing(annualSpec, needsMonths(WINDOW, 'revenue', n))
      : computed(annualSpec, sumFrom(data.take), window),
  );
  metrics.push(
    computed(
      spec('take_rate', 'Take rate', 'ratio', MARKETPLACE_FORMULAS.takeRate),
      ratio(sumFrom(data.take), sumFrom(data.gmv)),
      window,
      'There is no GMV in the last 12 months.',
    ),
    computed(spec('active_buyers', 'Active buyers', 'count', MARKETPLACE_FORMULAS.active), active[L], [
      labels[L],
    ]),
  );
  const growthOf = (key: string, label: string, values: number[]) => {
    const mom = spec(
      `${key}_growth_mom`,
      `${label} growth, month on month`,
      'ratio',
      MARKETPLACE_FORMULAS.mom(label),
    );
    const yoy = spec(
      `${key}_growth_yoy`,
      `${label} growth, year on year`,
      'ratio',
      MARKETPLACE_FORMULAS.yoy(label),
    );
    metrics.push(
      n < 2
        ? missing(mom, needsMonths(2, 'revenue', n))
        : computed(
            mom,
            values[L - 1] > 0 ? ratio(values[L] - values[L - 1], values[L - 1]) : null,
            [labels[L - 1], labels[L]],
            `The ${label} of the month before is zero.`,
          ),
      n < WINDOW + 1
        ? missing(yoy, needsMonths(WINDOW + 1, 'revenue', n))
        : computed(
            yoy,
            values[L - WINDOW] > 0 ? ratio(values[L] - values[L - WINDOW], values[L - WINDOW]) : null,
            [labels[L - WINDOW], labels[L]],
            `The ${label} 12 months before is zero.`,
          ),
    );
  };
  growthOf('gmv', 'GMV', data.gmv);
  growthOf('net_revenue', 'Net revenue', data.take);
  const shares = concentration(data.buyers.map(sumFrom));
  const noGmv = 'There is no GMV in the last 12 months.';
  metrics.push(
    computed(
      spec('largest_customer_share', 'Largest buyer’s share of GMV', 'ratio', MARKETPLACE_FORMULAS.largest),
      shares.largest,
      window,
      noGmv,
    ),
    computed(
      spec('top10_share', 'Top ten buyers’ share of GMV', 'ratio', MARKETPLACE_FORMULAS.top10),
      shares.top10,
      window,
      noGmv,
    ),
  );
  const volSpec = spec('revenue_volatility', 'Revenue volatility', 'ratio', MARKETPLACE_FORMULAS.volatility);
  metrics.push(
    window.length < 3
      ? missing(volSpec, needsMonths(3, 'revenue', n))
      : computed(
          volSpec,
          coefficientOfVariation(data.take.slice(from)),
          window,
          'There is no net revenue in the last 12 months.',
        ),
  );
  return {
    metrics,
    series: [
      series('gmv', 'GMV', 'minor', labels, data.gmv),
      series('net_revenue', 'Net revenue', 'minor', labels, data.take),
      series(
        'take_rate',
        'Take rate',
        'ratio',
        labels,
        labels.map((_, i) => ratio(data.take[i], data.gmv[i])),
      ),
      series('orders', 'Orders', 'count', labels, data.orders),
      series('active_buyers', 'Active buyers', 'count', labels, active),
    ],
  };
}
