import { accountsMetrics } from './accounts';
import type { Metric } from './metric';
import { SaasBuilder, saasMetrics, saasMonths } from './saas';
import { accountsOfFixture, figuresOfCsv, fixture } from './test-support';

// Hand-computed answers for fixtures/saas-example.csv (worked through in docs/underwriting.md). Each customer's MRR in
// cents, month by month:
//   A 1 200.00 annual from 2024-01 → 10 000 in 2024-01…12; 1 500.00 yearly from 2025-01 → 12 500 in 2025-01, -02
//   B 1 000.00 for 12 months from 2024-02 → 8 334 in 2024-02…05 (the 4 cents left go first), 8 333 in 2024-06…2025-01
//   C 600.00 quarterly from 2024-12 → 20 000 in 2024-12, 2025-01, 2025-02
//   D 80.00 monthly in 2024-02 → 8 000; 720.00 for 12 months from 2024-03 → 6 000 in 2024-03…2025-02
//   E 40.00 monthly in 2025-02 → 4 000

const value = (metrics: Metric[], key: string) => {
  const m = metrics.find((x) => x.key === key);
  if (!m) throw new Error(`no metric ${key}`);
  return m.value;
};

describe('SaaS metrics over the example CSV, to the cent', () => {
  it('MRR per month, with every month’s movements adding up', async () => {
    const figures = await figuresOfCsv(fixture('saas-example.csv'), 'SAAS');
    const mrr = figures.series.find((s) => s.key === 'mrr')!.points;
    expect(mrr.map((p) => [p.month, p.value])).toEqual([
      ['2024-01', 10000],
      ['2024-02', 26334],
      ['2024-03', 24334],
      ['2024-04', 24334],
      ['2024-05', 24334],
      ['2024-06', 24333],
      ['2024-07', 24333],
      ['2024-08', 24333],
      ['2024-09', 24333],
      ['2024-10', 24333],
      ['2024-11', 24333],
      ['2024-12', 44333],
      ['2025-01', 46833],
      ['2025-02', 42500],
    ]);
    const at = (key: string, month: string) =>
      figures.series.find((s) => s.key === key)!.points.find((p) => p.month === month)!.value;
    // 2025-01: A grows from 10 000 to 12 500; 2025-02: E is new (4 000) and B churns (8 333).
    expect([at('expansion_mrr', '2025-01'), at('new_mrr', '2025-01'), at('churned_mrr', '2025-01')]).toEqual([
      2500, 0, 0,
    ]);
    expect([
      at('new_mrr', '2025-02'),
      at('churned_mrr', '2025-02'),
      at('contraction_mrr', '2025-02'),
    ]).toEqual([4000, 8333, 0]);
    // 2024-03: D falls from 8 000 to 6 000.
    expect(at('contraction_mrr', '2024-03')).toBe(2000);
    expect(at('churned_customers', '2025-02')).toBe(1);
    expect(figures.rows).toBe(7);
    expect(figures.skipped).toBe(0);
  });

  it('every scalar metric', async () => {
    const { metrics } = await figuresOfCsv(fixture('saas-example.csv'), 'SAAS');
    expect(value(metrics, 'mrr')).toBe(42500);
    expect(value(metrics, 'arr')).toBe(510000);
    expect(value(metrics, 'active_customers')).toBe(4);
    expect(value(metrics, 'mrr_growth_mom')).toBe(-0.0925); // −4 333 ÷ 46 833 = −0.09252…
    expect(value(metrics, 'mrr_growth_yoy')).toBe(0.6139); // 16 166 ÷ 26 334 = 0.61388…
    // Cohort of 2024-02: A 10 000, B 8 334, D 8 000 = 26 334; expansion 2 500 (A), contraction 2 000 (D), churn 8 334 (B)
    expect(value(metrics, 'nrr')).toBe(0.7025); // 18 500 ÷ 26 334 = 0.70251…
    expect(value(metrics, 'grr')).toBe(0.6076); // 16 000 ÷ 26 334 = 0.60758…
    expect(value(metrics, 'logo_churn')).toBe(0.3333); // 1 of 3
    // Last 12 months: A 125 000, B 91 666, D 72 000, C 60 000, E 4 000 = 352 666
    expect(value(metrics, 'largest_customer_share')).toBe(0.3544); // 125 000 ÷ 352 666 = 0.35444…
    expect(value(metrics, 'top10_share')).toBe(1);
    // σ ÷ μ of the 12 monthly MRRs 24 334 ×3, 24 333 ×6, 44 333, 46 833, 42 500: √(12·Σx² − (Σx)²) ÷ Σx = 0.29947…
    expect(value(metrics, 'revenue_volatility')).toBe(0.2995);
    const nrr = metrics.find((m) => m.key === 'nrr')!;
    expect(nrr.months).toEqual(['2024-02', '2025-02']);
    expect(nrr.label).toEqual({ key: 'metric.saas.nrr' });
    expect(nrr.formula).toEqual({ key: 'formula.saas.nrr' });
  });

  it('a metric that needs more months says why, never NaN', () => {
    const b = new SaasBuilder();
    for (let m = 0; m < 8; m++) b.addCharge('x', 650 + m, 1, 10000);
    const { metrics } = saasMetrics(b.finish());
    const yoy = metrics.find((m) => m.key === 'mrr_growth_yoy')!;
    expect(yoy.value).toBeNull();
    const needs13 = { key: 'reason.needs_months_revenue', params: { needed: 13, have: 8 } };
    expect(yoy.unavailable).toEqual(needs13);
    expect(metrics.find((m) => m.key === 'nrr')!.unavailable).toEqual(needs13);
    for (const m of metrics) expect(m.value === null || Number.isFinite(m.value)).toBe(true);
  });

  it('growth from a month of zero MRR is unavailable, not Infinity', () => {
    const b = new SaasBuilder();
    b.addCharge('x', 600, 1, 0);
    b.addCharge('x', 601, 1, 500);
    const mom = saasMetrics(b.finish()).metrics.find((m) => m.key === 'mrr_growth_mom')!;
    expect(mom.value).toBeNull();
    expect(mom.unavailable).toEqual({ key: 'reason.mrr_zero_month_before' });
  });

  it('MRR = previous + new + expansion − contraction − churned, in every month of a random book', () => {
    const b = new SaasBuilder();
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let i = 0; i < 400; i++)
      b.addCharge(`c${rnd(40)}`, 600 + rnd(30), [1, 3, 12][rnd(3)], rnd(200_000) - 10_000);
    const months = saasMonths(b.finish());
    months.forEach((m, i) => {
      const before = i > 0 ? months[i - 1].mrr : 0;
      expect(m.mrr).toBe(before + m.newMrr + m.expansion - m.contraction - m.churned);
    });
  });
});

describe('management accounts over the example workbook, to the cent', () => {
  it('gross margin, expenses, result, burn, growth, Rule of 40 and the comparison with the transactions', async () => {
    const saas = await figuresOfCsv(fixture('saas-example.csv'), 'SAAS');
    const { metrics, series } = accountsMetrics(accountsOfFixture(), saas.revenue);
    expect(value(metrics, 'revenue')).toBe(38000);
    // Last 12 months (2024-03…2025-02): revenue 390 000, CoGS 78 000
    expect(value(metrics, 'gross_margin')).toBe(0.8);
    expect(value(metrics, 'operating_expenses')).toBe(33125); // 150 + 80 + 41.25 + 60
    expect(value(metrics, 'operating_result')).toBe(-2725); // 380 − 76 − 331.25
    // Σ operating result −84 675 ÷ 390 000
    expect(value(metrics, 'operating_margin')).toBe(-0.2171);
    // −(−4 250 − 3 450 − 2 725) ÷ 3
    expect(value(metrics, 'monthly_burn')).toBe(3475);
    expect(value(metrics, 'revenue_growth_yoy')).toBe(0.4615); // 12 000 ÷ 26 000
    expect(value(metrics, 'rule_of_40')).toBe(0.2444);
    // Σ |accounts − MRR| over 2024-02…2025-02 = 83 000, ÷ 416 000
    expect(value(metrics, 'revenue_difference')).toBe(0.1995);
    const diff = series.find((s) => s.key === 'revenue_difference')!.points;
    expect(diff[0]).toEqual({ month: '2024-02', value: -334 });
    expect(diff.at(-1)).toEqual({ month: '2025-02', value: -4500 });
  });

  it('Rule of 40 takes the transactions’ growth when the accounts are shorter than 13 months', async () => {
    const saas = await figuresOfCsv(fixture('saas-example.csv'), 'SAAS');
    const short = accountsOfFixture().slice(6);
    const { metrics } = accountsMetrics(short, saas.revenue);
    // 2025-02 is the latest month of the accounts' last 7; 2024-02 is not among them.
    expect(metrics.find((m) => m.key === 'revenue_growth_yoy')!.unavailable).toEqual({
      key: 'reason.accounts_year_before_missing',
      params: { latestMonth: '2025-02', yearBeforeMonth: '2024-02', have: 7 },
    });
    const rule = metrics.find((m) => m.key === 'rule_of_40')!;
    expect(rule.formula).toEqual({ key: 'formula.accounts.rule_of_40_transactions_mrr' });
    expect(rule.value).toBe(0.6139 + (value(metrics, 'operating_margin') as number));
    const burn = accountsMetrics(short.slice(0, 2), null).metrics.find((m) => m.key === 'monthly_burn')!;
    expect(burn.unavailable).toEqual({ key: 'reason.needs_months_accounts', params: { needed: 3, have: 2 } });
  });
});
