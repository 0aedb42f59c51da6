import type { DecisionSummary as Summary, Underwriting } from '@onboarding/shared/backoffice';
import { setLanguage } from '@onboarding/shared';
import { type FakeApi, fakeStaffApi, renderWithQuery as render } from '@onboarding/shared/testing';
import { cleanup, screen, within } from '@testing-library/react';
import '../../../i18n';
import { CaseSummary } from './CaseSummary';

// The case page's decision summary: the server's amounts, figures, flags and missing items, written by the page.

const SUMMARY: Summary = {
  caseId: 7,
  currency: 'USD',
  requestedMinor: 25_000_000,
  eligibleMinor: 200_000,
  suggestedMinor: 200_000,
  suggestedUnavailable: null,
  pricingPolicyVersion: '2026-11-pricing-1',
  kind: 'saas',
  figures: [
    {
      key: 'mrr',
      kind: 'saas',
      label: { key: 'metric.saas.mrr' },
      value: 42_500,
      unit: 'minor',
      unavailable: null,
    },
    {
      key: 'nrr',
      kind: 'saas',
      label: { key: 'metric.saas.nrr' },
      value: 0.7025,
      unit: 'ratio',
      unavailable: null,
    },
    {
      key: 'mrr_growth_yoy',
      kind: 'saas',
      label: { key: 'metric.saas.mrr_growth_yoy' },
      value: null,
      unit: 'ratio',
      unavailable: { key: 'reason.needs_months_revenue', params: { needed: 13, have: 8 } },
    },
  ],
  flags: [
    {
      code: 'logo_churn_high',
      severity: 'warning',
      label: { key: 'metric.saas.logo_churn' },
      value: 0.3333,
      threshold: 0.2,
      unit: 'ratio',
      comparison: 'above',
      kind: 'saas',
    },
  ],
  rules: { version: '2026-11-flags-1', digest: 'a'.repeat(64) },
  missing: {
    openRequests: [{ id: 3, createdAt: '2026-11-02T10:00:00.000Z', documents: ['Registration'] }],
    documentsToReupload: [{ id: 9, kind: 'CapTable' }],
    pendingChecks: [{ key: 'documents_unreviewed', count: 2 }],
  },
  computedAt: '2026-11-03T10:00:00.000Z',
  metricsVersion: 'underwriting-2',
};

const FIGURES: Underwriting = {
  caseId: 7,
  computedAt: '2026-11-03T10:00:00.000Z',
  metricsVersion: 'underwriting-2',
  currency: 'USD',
  inputs: { transactions: null, accounts: null, eligibility: null, requestedAmountMinor: null },
  sections: [],
  pricing: {
    suggestedMinor: null,
    boundBy: null,
    candidates: [],
    unavailable: null,
    policyVersion: 'p',
    policyDigest: 'd',
  },
};

let fake: FakeApi;
beforeEach(() => {
  fake = fakeStaffApi();
});

async function renderSummary(summary: Summary = SUMMARY) {
  fake.reply = (config) => ({ status: 200, data: config.url?.endsWith('/summary') ? summary : FIGURES });
  render(<CaseSummary caseId={7} />);
  return screen
    .findByRole('list', { name: /Flags/ })
    .catch(() => screen.findByText('No rule raised a flag.'));
}

it('shows the amounts, the suggestion and the key figures as the server computed them', async () => {
  await renderSummary();
  // The figures first, then the summary made from them (never both computing at once).
  expect(fake.requests.map((r) => r.url)).toEqual(['/cases/7/underwriting', '/cases/7/summary']);
  const figures = screen.getByLabelText('Amounts and key figures');
  const tile = (name: string) => within(figures).getByText(name).closest('div')!;
  expect(tile('Requested')).toHaveTextContent('USD 250,000.00');
  expect(tile('Suggested facility')).toHaveTextContent('USD 2,000.00');
  expect(tile('MRR')).toHaveTextContent('USD 425.00');
  expect(tile('Net revenue retention (12 months)')).toHaveTextContent('70.25%');
  expect(figures).toHaveTextContent('Needs 13 months of revenue');
});

it('lists the flags with the figure, the threshold and the rules’ version, and what is missing', async () => {
  await renderSummary();
  const flags = screen.getByRole('list', { name: 'Flags (1)' });
  expect(flags).toHaveTextContent('Warning High logo churn Logo churn (12 months): 33.33%, above 20%');
  expect(screen.getByText(/Rules 2026-11-flags-1/)).toHaveTextContent('sha256 aaaaaaaaaaaa');
  const missing = screen.getByRole('list', { name: 'What is missing' });
  expect(within(missing).getByRole('link', { name: /Information requested/ })).toHaveAttribute(
    'href',
    '#requests-title',
  );
  expect(missing).toHaveTextContent('Cap table');
  expect(missing).toHaveTextContent('marked “needs re-upload”');
  expect(missing).toHaveTextContent('Documents not reviewed yet: 2');
});

const EMPTY = {
  ...SUMMARY,
  flags: [],
  missing: { openRequests: [], documentsToReupload: [], pendingChecks: [] },
};

it('says when nothing is flagged or missing', async () => {
  await renderSummary(EMPTY);
  expect(screen.getByText('Nothing is missing.')).toBeInTheDocument();
});

describe('in Arabic', () => {
  // Unmounted first, so that turning back to English re-renders nothing.
  afterEach(async () => {
    cleanup();
    await setLanguage('en');
  });

  it('writes the summary in the back office’s Arabic', async () => {
    await setLanguage('ar');
    fake.reply = (config) => ({ status: 200, data: config.url?.endsWith('/summary') ? EMPTY : FIGURES });
    render(<CaseSummary caseId={7} />);
    expect(await screen.findByText('لا ينقص شيء.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ملخص القرار' })).toBeInTheDocument();
    expect(screen.getByText('لم تُطلق أي قاعدة تنبيهًا.')).toBeInTheDocument();
  });
});
