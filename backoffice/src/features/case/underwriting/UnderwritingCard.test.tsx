import type { Underwriting } from '@onboarding/shared/backoffice';
import { setCsrfToken } from '@onboarding/shared/backoffice/client';
import { fakeStaffApi, type FakeApi } from '@onboarding/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
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
      label: 'Subscription revenue',
      note: '2 of 120 rows could not be read and are left out.',
      unavailable: null,
      metrics: [
        {
          key: 'mrr',
          label: 'MRR',
          value: 42_500,
          unit: 'minor',
          formula: 'Σ customers’ MRR in the latest month',
          months: ['2025-02'],
          unavailable: null,
        },
        {
          key: 'nrr',
          label: 'Net revenue retention',
          value: 0.7025,
          unit: 'ratio',
          formula: '(start + expansion − contraction − churn) ÷ start',
          months: SAAS_MONTHS.slice(1),
          unavailable: null,
        },
        {
          key: 'active_customers',
          label: 'Active customers',
          value: 1234,
          unit: 'count',
          formula: 'customers with MRR > 0 in the latest month',
          months: ['2025-02'],
          unavailable: null,
        },
        {
          key: 'mrr_growth_yoy',
          label: 'MRR growth, year on year',
          value: null,
          unit: 'ratio',
          formula: '(MRR latest − MRR 12 months before) ÷ MRR 12 months before',
          months: [],
          unavailable: 'Needs 13 months of revenue; the data has 8.',
        },
      ],
      series: [
        {
          key: 'mrr',
          label: 'MRR',
          unit: 'minor',
          points: SAAS_MONTHS.map((month, i) => ({ month, value: 10_000 + i * 2_500 })),
        },
        {
          key: 'mrr_growth_mom',
          label: 'MRR growth, month on month',
          unit: 'ratio',
          points: SAAS_MONTHS.map((month, i) => ({ month, value: i === 0 ? null : 0.05 })),
        },
      ],
    },
    {
      source: 'provider',
      kind: 'saas',
      label: 'Stripe',
      note: null,
      unavailable: 'The provider’s charges are not fetched while PROVIDER_VERIFY=skip.',
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
        label: 'Requested amount',
        amountMinor: 5_000_000,
        formula: 'the amount the applicant asked for',
        unavailable: null,
      },
      {
        key: 'eligibility',
        label: 'Eligibility amount',
        amountMinor: null,
        formula: 'the eligibility decision’s amount',
        unavailable: 'No eligibility decision.',
      },
      {
        key: 'revenue',
        label: 'Revenue figure',
        amountMinor: 4_000_000,
        formula: '4 × MRR',
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

function metricCard(name: string) {
  return screen.getByRole('heading', { level: 4, name }).closest('li')!;
}

describe('the case page’s underwriting card', () => {
  it('loads the case’s figures and writes each value in the page’s language with how and when', async () => {
    await renderLoaded();
    expect(fake.requests[0].method).toBe('get');
    expect(fake.requests[0].url).toBe('/cases/7/underwriting');
    expect(within(metricCard('MRR')).getByText('$425.00')).toBeInTheDocument();
    expect(within(metricCard('Net revenue retention')).getByText('70.25%')).toBeInTheDocument();
    expect(within(metricCard('Active customers')).getByText('1,234')).toBeInTheDocument();

    const nrr = within(metricCard('Net revenue retention'));
    expect(nrr.getByText('How it is computed')).toBeInTheDocument();
    expect(nrr.getByText('(start + expansion − contraction − churn) ÷ start')).toBeInTheDocument();
    expect(nrr.getByText('Feb 2024 – Feb 2025 (13 months)')).toBeInTheDocument();
    expect(within(metricCard('MRR')).getByText('Feb 2025', { selector: 'dd' })).toBeInTheDocument();

    expect(screen.getByText('2 of 120 rows could not be read and are left out.')).toBeInTheDocument();
    expect(screen.getByText(/Computed .* · metrics version 2025-03/)).toBeInTheDocument();
  });

  it('says why a metric or a section cannot be computed', async () => {
    await renderLoaded();
    const yoy = within(metricCard('MRR growth, year on year'));
    expect(yoy.getByText('Not available')).toBeInTheDocument();
    expect(yoy.getByText('Needs 13 months of revenue; the data has 8.')).toBeInTheDocument();
    expect(yoy.getByText('None')).toBeInTheDocument();
    const stripe = screen.getByRole('region', { name: 'Stripe' });
    expect(
      within(stripe).getByText('The provider’s charges are not fetched while PROVIDER_VERIFY=skip.'),
    ).toBeInTheDocument();
    expect(within(stripe).queryByRole('figure')).toBeNull();
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
      'MRR by month, Jan 2024 – Feb 2025: latest $425.00, lowest $100.00, highest $425.00.',
    );
    // The table is there for screen readers (caption, scoped headers) before anyone opens it.
    const table = within(figure).getByRole('table', { name: 'MRR by month (Subscription revenue)' });
    expect(within(table).getByRole('columnheader', { name: 'Month' })).toHaveAttribute('scope', 'col');
    const row = within(table).getByRole('row', { name: 'Jan 2024 $100.00' });
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
    expect(pricing.getByText('$40,000.00', { selector: 'dd' })).toBeInTheDocument();
    expect(pricing.getByText('Revenue figure', { selector: 'dd' })).toBeInTheDocument();
    expect(pricing.getByText('pricing-2025-01')).toBeInTheDocument();
    expect(pricing.getByText('No eligibility decision.')).toBeInTheDocument();
    expect(pricing.queryByText(/rounded down/)).toBeNull();
  });

  it('says when the suggestion is the bounding figure rounded down to the policy’s step', async () => {
    await renderLoaded({ ...RESULT, pricing: { ...RESULT.pricing, suggestedMinor: 3_900_000 } });
    const pricing = within(screen.getByRole('region', { name: 'Pricing guide' }));
    expect(pricing.getByText('$39,000.00', { selector: 'dd' })).toBeInTheDocument();
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
        unavailable: 'No revenue figure to price from.',
      },
    });
    const pricing = within(screen.getByRole('region', { name: 'Pricing guide' }));
    expect(pricing.getByText('No suggestion')).toBeInTheDocument();
    expect(pricing.getByText('No revenue figure to price from.')).toBeInTheDocument();
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
    expect(await within(metricCard('MRR')).findByText('$500.00')).toBeInTheDocument();
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
    expect(within(metricCard('MRR')).getByText('$425.00')).toBeInTheDocument();
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
