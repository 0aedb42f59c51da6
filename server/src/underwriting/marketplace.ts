import type { MARKETPLACE_METRIC_KEYS } from '@onboarding/shared/backoffice';
import { monthLabel } from '../transactions/csv-values';
import { computed, lastN, missing, needsMonths, seriesLine, text, type Metric, type Series } from './metric';
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

/** A marketplace metric's name and formula (docs/underwriting.md), as the back office's catalogue words them. */
const spec = (key: (typeof MARKETPLACE_METRIC_KEYS)[number], unit: Metric['unit']) => ({
  key,
  label: text(`metric.marketplace.${key}`),
  unit,
  formula: text(`formula.marketplace.${key}`),
});

const WINDOW = 12;

export function marketplaceMetrics(data: MarketplaceData): { metrics: Metric[]; series: Series[] } {
  const labels = data.months;
  const n = labels.length;
  if (n === 0) return { metrics: [], series: [] };
  const L = n - 1;
  const active = labels.map((_, i) => data.buyers.filter((b) => b[i] > 0).length);
  const window = lastN(labels, WINDOW);
  const from = n - window.length;
  const sumFrom = (values: number[]) => values.slice(from).reduce((a, b) => a + b, 0);
  const noGmv = text('reason.no_gmv_12_months');
  const metrics: Metric[] = [
    computed(spec('gmv', 'minor'), data.gmv[L], [labels[L]]),
    computed(spec('net_revenue', 'minor'), data.take[L], [labels[L]]),
  ];
  const annualSpec = spec('annual_net_revenue', 'minor');
  metrics.push(
    n < WINDOW
      ? missing(annualSpec, needsMonths(WINDOW, 'revenue', n))
      : computed(annualSpec, sumFrom(data.take), window),
  );
  metrics.push(
    computed(spec('take_rate', 'ratio'), ratio(sumFrom(data.take), sumFrom(data.gmv)), window, noGmv),
    computed(spec('active_buyers', 'count'), active[L], [labels[L]]),
  );
  const growthOf = (key: 'gmv' | 'net_revenue', values: number[]) => {
    metrics.push(
      n < 2
        ? missing(spec(`${key}_growth_mom`, 'ratio'), needsMonths(2, 'revenue', n))
        : computed(
            spec(`${key}_growth_mom`, 'ratio'),
            values[L - 1] > 0 ? ratio(values[L] - values[L - 1], values[L - 1]) : null,
            [labels[L - 1], labels[L]],
            text(`reason.${key}_zero_month_before`),
          ),
      n < WINDOW + 1
        ? missing(spec(`${key}_growth_yoy`, 'ratio'), needsMonths(WINDOW + 1, 'revenue', n))
        : computed(
            spec(`${key}_growth_yoy`, 'ratio'),
            values[L - WINDOW] > 0 ? ratio(values[L] - values[L - WINDOW], values[L - WINDOW]) : null,
            [labels[L - WINDOW], labels[L]],
            text(`reason.${key}_zero_year_before`),
          ),
    );
  };
  growthOf('gmv', data.gmv);
  growthOf('net_revenue', data.take);
  const shares = concentration(data.buyers.map(sumFrom));
  metrics.push(
    computed(spec('largest_customer_share', 'ratio'), shares.largest, window, noGmv),
    computed(spec('top10_share', 'ratio'), shares.top10, window, noGmv),
  );
  const volSpec = spec('revenue_volatility', 'ratio');
  metrics.push(
    window.length < 3
      ? missing(volSpec, needsMonths(3, 'revenue', n))
      : computed(
          volSpec,
          coefficientOfVariation(data.take.slice(from)),
          window,
          text('reason.no_net_revenue_12_months'),
        ),
  );
  const line = seriesLine('marketplace', labels);
  return {
    metrics,
    series: [
      line('gmv', 'minor', data.gmv),
      line('net_revenue', 'minor', data.take),
      line(
        'take_rate',
        'ratio',
        labels.map((_, i) => ratio(data.take[i], data.gmv[i])),
      ),
      line('orders', 'count', data.orders),
      line('active_buyers', 'count', active),
    ],
  };
}
