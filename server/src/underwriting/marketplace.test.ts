import type { Metric } from './metric';
import { figuresOfCsv, fixture } from './test-support';

// Hand-computed answers for fixtures/marketplace-example.csv (docs/underwriting.md). Takes in cents: 1 000; 10 % of
// 5 000 = 500; 2 000; 12.5 % of 8 000 = 1 000; 1 500; 15 % of 3 333 = 499.95 → 500 (half away from zero).

const value = (metrics: Metric[], key: string) => metrics.find((x) => x.key === key)!.value;

describe('marketplace metrics over the example CSV, to the cent', () => {
  it('monthly GMV, net revenue, take rate and buyers', async () => {
    const { series, metrics } = await figuresOfCsv(fixture('marketplace-example.csv'), 'MARKETPLACE');
    const points = (key: string) => series.find((s) => s.key === key)!.points.map((p) => p.value);
    expect(points('gmv')).toEqual([15000, 28000, 18333]);
    expect(points('net_revenue')).toEqual([1500, 3000, 2000]);
    expect(points('take_rate')).toEqual([0.1, 0.1071, 0.1091]);
    expect(points('active_buyers')).toEqual([2, 2, 2]);
    expect(value(metrics, 'gmv')).toBe(18333);
    expect(value(metrics, 'net_revenue')).toBe(2000);
    expect(value(metrics, 'take_rate')).toBe(0.106); // 6 500 ÷ 61 333
    expect(value(metrics, 'active_buyers')).toBe(2);
    expect(value(metrics, 'gmv_growth_mom')).toBe(-0.3453); // −9 667 ÷ 28 000 = −0.34525 exactly
    expect(value(metrics, 'net_revenue_growth_mom')).toBe(-0.3333);
    expect(value(metrics, 'largest_customer_share')).toBe(0.7337); // 45 000 ÷ 61 333
    expect(value(metrics, 'top10_share')).toBe(1);
    expect(value(metrics, 'revenue_volatility')).toBe(0.2878);
    const annual = metrics.find((m) => m.key === 'annual_net_revenue')!;
    expect(annual.unavailable).toEqual({
      key: 'reason.needs_months_revenue',
      params: { needed: 12, have: 3 },
    });
    expect(metrics.find((m) => m.key === 'gmv_growth_yoy')!.unavailable).toEqual({
      key: 'reason.needs_months_revenue',
      params: { needed: 13, have: 3 },
    });
  });
});
