import type { Underwriting } from '@onboarding/shared/backoffice';
import { setCsrfToken } from '@onboarding/shared/backoffice/client';
import { setLanguage } from '@onboarding/shared';
import { type FakeApi, fakeStaffApi, renderWithQuery as render } from '@onboarding/shared/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../i18n';
import { UnderwritingCard } from './UnderwritingCard';

// uPlot draws on a canvas, which jsdom has not: a stand-in records what the chart was given.
const mockCharts: {
  opts: { width: number; height: number; series: { label?: string }[] };
  data: unknown[];
}[] = [];
jest.mock('uplot', () => ({
  __esModule: true,
  default: class {
    constructor(opts: (typeof mockCharts)[number]['opts'], data: unknown[], target: HTMLElement) {
      mockCharts.push({ opts, data });
      const canvas = document.createElement('canvas');
      target.appendChild(canvas);
    }
    setSize() {}
    destroy() {}
  },
}));

const months = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const m = from + i;
    return `${2024 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
  });

const SAAS_MONTHS = months(0, 14); // Jan 2024 … Feb 2025

const RESULT: Underwriting = {
  caseId: 7,
  computedAt: '2025-03-02T10:00:00.000Z',
  metricsVersion: '2025-03',
  currency: 'USD',
  inputs: { transactions: null, accounts: null, eligibility: null, requestedAmountMinor: 5_000_000 },
  sections: [
    {
      source: 'transactions_csv',
      kind: 'saas',
      label: { key: 'section.saas' },
      notes: [{ key: 'note.rows_skipped', params: { skipped: 2, rows: 1200 } }],
      unavailable: null,
      metrics: [
        {
          key: 'mrr',
          label: { key: 'metric.saas.mrr' },
          value: 42_500,
          unit: 'minor',
          formula: { key: 'formula.saas.mrr' },
          months: ['2025-02'],
          unavailable: null,
        },
        {
          key: 'nrr',
          label: { key: 'metric.saas.nrr' },
          value: 0.7025,
          unit: 'ratio',
          formula: { key: 'formula.saas.nrr' },
          months: SAAS_MONTHS.slice(1),
          unavailable: null,
        },
        {
          key: 'active_customers',
          label: { key: 'metric.saas.active_customers' },
          value: 1234,
          unit: 'count',
          formula: { key: 'formula.saas.active_customers' },
          months: ['2025-02'],
          unavailable: null,
        },
        {
          key: 'mrr_growth_yoy',
          label: { key: 'metric.saas.mrr_growth_yoy' },
          value: null,
          unit: 'ratio',
          formula: { key: 'formula.saas.mrr_growth_yoy' },
          months: [],
          unavailable: { key: 'reason.needs_months_revenue', params: { needed: 13, have: 8 } },
        },
      ],
      series: [
        {
          key: 'mrr',
          label: { key: 'series.saas.mrr' },
          unit: 'minor',
          points: SAAS_MONTHS.map((month, i) => ({ month, value: 10_000 + i * 2_500 })),
        },
        {
          key: 'mrr_growth_mom',
          label: { key: 'series.saas.mrr_growth_mom' },
          unit: 'ratio',
          points: SAAS_MONTHS.map((month, i) => ({ month, value: i === 0 ? null : 0.05 })),
        },
      ],
    },
    {
      source: 'provider',
      kind: 'saas',
      label: { key: 'section.provider' },
      notes: [],
      unavailable: { key: 'reason.provider_offline' },
      metrics: [],
      series: [],
    },
  ],
  pricing: {
    suggestedMinor: 4_000_000,
    boundBy: 'revenue',
    candidates: [
      {
        key: 'requested',
        label: { key: 'pricing.label.requested' },
        amountMinor: 5_000_000,
        formula: { key: 'pricing.formula.requested' },
        unavailable: null,
      },
      {
        key: 'eligibility',
        label: { key: 'pricing.label.eligibility' },
        amountMinor: null,
        formula: { key: 'pricing.formula.eligibility' },
        unavailable: { key: 'pricing.reason.no_decision' },
      },
      {
        key: 'revenue',
        label: { key: 'pricing.label.revenue' },
        amountMinor: 4_000_000,
        formula: {
          key: 'pricing.formula.arr_share_result',
          params: { factor: 0.5, version: 'pricing-2025-01', amountMinor: 4_000_000 },
        },
        unavailable: null,
      },
    ],
    unavailable: null,
    policyVersion: 'pricing-2025-01',
    policyDigest: 'abc',
  },
};

let fake: FakeApi;
beforeEach(() => {
  fake = fakeStaffApi();
  mockCharts.length = 0;
  setCsrfToken('csrf-token-1');
});
afterEach(() => setCsrfToken(null));

const ok = (data: unknown) => ({ status: 200, data });
const refused = (status: number, error: string) => ({ status, data: { details: { error } } });

async function renderLoaded(result: Underwriting = RESULT) {
  fake.reply = () => ok(result);
  const view = render(<UnderwritingCard caseId={7} />);
  await screen.findByRole('heading', { level: 3, name: 'Subscription revenue' });
  return view;
}

const NRR = 'Net revenue retention (12 months)';

function metricCard(name: string) {
  return screen.getByRole('heading', { level: 4, name }).closest('li')!;
}

describe('the case page’s underwriting card', () => {
  it('loads the case’s figures and writes each value in the page’s language with how and when', async () => {
    await renderLoaded();
    expect(fake.requests[0].method).toBe('get');
    expect(fake.requests[0].url).toBe('/cases/7/underwriting');
    expect(within(metricCard('MRR')).getByText('USD 425.00')).toBeInTheDocument();
    expect(within(metricCard(NRR)).getByText('70.25%')).toBeInTheDocument();
    expect(within(metricCard('Active customers')).getByText('1,234')).toBeInTheDocument();

    const nrr = within(metricCard(NRR));
    expect(nrr.getByText('How it is computed')).toBeInTheDocument();
    expect(
      nrr.getByText(
        '(start + expansion − contraction − churn) ÷ start, over customers active 12 months before the latest month',
      ),
    ).toBeInTheDocument();
    expect(nrr.getByText('Feb 2024 – Feb 2025 (13 months)')).toBeInTheDocument();
    expect(within(metricCard('MRR')).getByText('Feb 2025', { selector: 'dd' })).toBeInTheDocument();

    // The values a text names are written as the page writes numbers.
    expect(screen.getByText('2 of 1,200 rows could not be read and are left out.')).toBeInTheDocument();
    expect(screen.getByText(/Computed .* · metrics version 2025-03/)).toBeInTheDocument();
  });

  it('says why a metric or a section cannot be computed', async () => {
    await renderLoaded();
    const yoy = within(metricCard('MRR growth, year on year'));
    expect(yoy.getByText('Not available')).toBeInTheDocument();
    expect(yoy.getByText('Needs 13 months of revenue; the data has 8.')).toBeInTheDocument();
    expect(yoy.getByText('None')).toBeInTheDocument();
    const provider = screen.getByRole('region', { name: 'Connected provider' });
    expect(
      within(provider).getByText(
        'The provider’s charges are not fetched while PROVIDER_VERIFY=skip (the embedded setup works offline).',
      ),
    ).toBeInTheDocument();
    expect(within(provider).queryByRole('figure')).toBeNull();
  });

  it('charts each monthly series and gives its numbers as a table, hidden until asked for', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    await waitFor(() => expect(mockCharts).toHaveLength(2));
    const [mrr] = mockCharts;
    expect(mrr.opts.series[1].label).toBe('MRR');
    expect(mrr.data[1]).toHaveLength(14);

    const figure = screen.getByRole('figure', { name: 'MRR' });
    expect(within(figure).getByRole('img')).toHaveAccessibleName(
      'MRR by month, Jan 2024 – Feb 2025: latest USD 425.00, lowest USD 100.00, highest USD 425.00.',
    );
    // The table is there for screen readers (caption, scoped headers) before anyone opens it.
    const table = within(figure).getByRole('table', { name: 'MRR by month (Subscription revenue)' });
    expect(within(table).getByRole('columnheader', { name: 'Month' })).toHaveAttribute('scope', 'col');
    const row = within(table).getByRole('row', { name: 'Jan 2024 USD 100.00' });
    expect(within(row).getByRole('rowheader', { name: 'Jan 2024' })).toHaveAttribute('scope', 'row');
    expect(within(table).getAllByRole('row')).toHaveLength(15);
    expect(table.closest('[role="region"]')).toBeNull();

    await user.click(within(figure).getByRole('button', { name: 'Show as table: MRR' }));
    const shown = within(figure).getByRole('table', { name: 'MRR by month (Subscription revenue)' });
    // Open, it scrolls in its own named region on a narrow screen.
    expect(shown.closest('[role="region"]')).toHaveAccessibleName('MRR by month (Subscription revenue)');
    expect(within(figure).getByRole('button', { name: 'Hide the table: MRR' })).toBeInTheDocument();

    const growth = screen.getByRole('figure', { name: 'MRR growth, month on month' });
    expect(within(growth).getByRole('row', { name: 'Jan 2024 —' })).toBeInTheDocument();
    expect(within(growth).getByRole('row', { name: 'Feb 2024 5%' })).toBeInTheDocument();
  });

  it('shows the pricing guide: the suggestion, what bound it, the policy version', async () => {
    await renderLoaded();
    const pricing = within(screen.getByRole('region', { name: 'Pricing guide' }));
    expect(pricing.getByText('USD 40,000.00', { selector: 'dd' })).toBeInTheDocument();
    expect(pricing.getByText('Revenue', { selector: 'dd' })).toBeInTheDocument();
    expect(pricing.getByText('pricing-2025-01')).toBeInTheDocument();
    expect(pricing.getByText('The case has no eligibility decision.')).toBeInTheDocument();
    expect(pricing.getByText('ARR × 0.5 (policy pricing-2025-01) = USD 40,000.00')).toBeInTheDocument();
    expect(pricing.queryByText(/rounded down/)).toBeNull();
  });

  it('says when the suggestion is the bounding figure rounded down to the policy’s step', async () => {
    await renderLoaded({ ...RESULT, pricing: { ...RESULT.pricing, suggestedMinor: 3_900_000 } });
    const pricing = within(screen.getByRole('region', { name: 'Pricing guide' }));
    expect(pricing.getByText('USD 39,000.00', { selector: 'dd' })).toBeInTheDocument();
    expect(
      pricing.getByText('The suggestion is that figure rounded down to the pricing policy’s step.'),
    ).toBeInTheDocument();
  });

  it('says why there is no suggestion', async () => {
    await renderLoaded({
      ...RESULT,
      pricing: {
        ...RESULT.pricing,
        suggestedMinor: null,
        boundBy: null,
        unavailable: { key: 'pricing.reason.no_transactions' },
      },
    });
    const pricing = within(screen.getByRole('region', { name: 'Pricing guide' }));
    expect(pricing.getByText('No suggestion')).toBeInTheDocument();
    expect(pricing.getByText('There are no transactions to compute revenue from.')).toBeInTheDocument();
    expect(pricing.queryByText('Bound by')).toBeNull();
  });

  it('a failed load says why and tries again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    fake.reply = () =>
      ++calls === 1
        ? refused(503, 'The server is busy reading other files. Please try again in a moment.')
        : ok(RESULT);
    render(<UnderwritingCard caseId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The underwriting figures could not be loaded: The server is busy reading other files. Please try again in a moment.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Subscription revenue' }),
    ).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('recomputes with the CSRF token and shows the new figures', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    let answer: (reply: { status: number; data: unknown }) => void = () => {};
    fake.reply = () => new Promise((resolve) => (answer = resolve));
    await user.click(screen.getByRole('button', { name: 'Recompute' }));
    const button = screen.getByRole('button', { name: 'Recompute' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    const post = fake.requests.at(-1)!;
    expect(post.method).toBe('post');
    expect(post.url).toBe('/cases/7/underwriting/recompute');
    expect(post.headers.get('X-CSRF-Token')).toBe('csrf-token-1');

    const sections = RESULT.sections.map((s, i) =>
      i === 0 ? { ...s, metrics: s.metrics.map((m) => (m.key === 'mrr' ? { ...m, value: 50_000 } : m)) } : s,
    );
    answer(ok({ ...RESULT, sections }));
    expect(await within(metricCard('MRR')).findByText('USD 500.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recompute' })).toBeEnabled();
  });

  it.each([
    [429, 'Too many requests. Please wait a minute and try again.'],
    [503, 'The underwriting figures are taking too long to compute. Please try again later.'],
  ])('a refused recompute (%d) shows the server’s message and keeps the figures', async (status, error) => {
    const user = userEvent.setup();
    await renderLoaded();
    fake.reply = () => refused(status, error);
    await user.click(screen.getByRole('button', { name: 'Recompute' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The figures were not computed again: ${error}`,
    );
    expect(within(metricCard('MRR')).getByText('USD 425.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recompute' })).toBeEnabled();
  });

  it('a 500 is not the server’s words but a plain sentence', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    fake.reply = () => refused(500, 'TypeError: stack trace');
    await user.click(screen.getByRole('button', { name: 'Recompute' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The figures were not computed again: Something went wrong. Please try again.',
    );
  });
});

describe('in Arabic', () => {
  // Unmounted first, so that turning back to English re-renders nothing.
  afterEach(async () => {
    cleanup();
    await setLanguage('en');
  });

  const number = (n: number) => new Intl.NumberFormat('ar').format(n);

  it('names each metric, says how it is computed and why one is unavailable, from the back office’s own Arabic', async () => {
    await setLanguage('ar');
    const accounts: Underwriting['sections'][number] = {
      source: 'accounts',
      kind: 'accounts',
      label: { key: 'section.accounts' },
      notes: [],
      unavailable: null,
      metrics: [
        {
          key: 'revenue_growth_yoy',
          label: { key: 'metric.accounts.revenue_growth_yoy' },
          value: null,
          unit: 'ratio',
          formula: { key: 'formula.accounts.revenue_growth_yoy' },
          months: [],
          unavailable: {
            key: 'reason.accounts_year_before_missing',
            params: { latestMonth: '2025-02', yearBeforeMonth: '2024-02', have: 12 },
          },
        },
      ],
      series: [],
    };
    fake.reply = () => ok({ ...RESULT, sections: [...RESULT.sections, accounts] });
    render(<UnderwritingCard caseId={7} />);
    await screen.findByRole('heading', { level: 3, name: 'إيرادات الاشتراكات' });

    const nrr = within(metricCard('صافي الاحتفاظ بالإيرادات (12 شهرًا)'));
    expect(
      nrr.getByText(
        new Intl.NumberFormat('ar', { style: 'percent', maximumFractionDigits: 2 }).format(0.7025),
      ),
    ).toBeInTheDocument();
    expect(nrr.getByText('طريقة الاحتساب')).toBeInTheDocument();
    expect(
      nrr.getByText(
        '(إيرادات البداية + التوسع − الانكماش − الفقد) ÷ إيرادات البداية، للعملاء الذين كانوا نشطين قبل 12 شهرًا من الشهر الأحدث',
      ),
    ).toBeInTheDocument();

    const yoy = within(metricCard('نمو الإيرادات الشهرية المتكررة على أساس سنوي'));
    expect(yoy.getByText('غير متاح')).toBeInTheDocument();
    expect(
      yoy.getByText(
        `عدد الأشهر المطلوبة من الإيرادات: ${number(13)}؛ وعدد الأشهر التي تغطيها البيانات: ${number(8)}.`,
      ),
    ).toBeInTheDocument();

    // Months a reason names are written as the page's language writes a month and its year.
    const month = (m: number) =>
      new Intl.DateTimeFormat('ar', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(Date.UTC(m >= 12 ? 2025 : 2024, m % 12, 1)),
      );
    const growth = within(metricCard('نمو الإيرادات على أساس سنوي'));
    expect(
      growth.getByText(
        `يلزم الشهر الواقع قبل ${month(13)} باثني عشر شهرًا (${month(1)})؛ وعدد الأشهر في الحسابات: ${number(12)}.`,
      ),
    ).toBeInTheDocument();
    expect(month(13)).not.toContain('Feb');

    expect(screen.getByRole('region', { name: 'الحسابات الإدارية' })).toBeInTheDocument();
    const pricing = within(screen.getByRole('region', { name: 'دليل التسعير' }));
    expect(pricing.getByText('لا يوجد قرار أهلية لهذه الحالة.')).toBeInTheDocument();
  });
});
