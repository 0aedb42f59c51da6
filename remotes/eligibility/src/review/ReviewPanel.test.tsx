import type { EligibilityPanel } from '@onboarding/shared/backoffice';
import { fakeStaffApi, never, renderWithQuery as render, type FakeApi } from '@onboarding/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReviewPanel from './ReviewPanel';

let fake: FakeApi;
beforeEach(() => {
  fake = fakeStaffApi();
});

const PANEL: EligibilityPanel = {
  answers: [
    { field: 'businessName', label: 'Business name', kind: 'text', value: 'Noor Cloud' },
    { field: 'businessType', label: 'Business type', kind: 'list', value: ['Software', 'Fintech'] },
    { field: 'isSharia', label: 'Prefers shariah-compliant financing', kind: 'yesNo', value: true },
    { field: 'requestedAmount', label: 'Requested amount', kind: 'money', value: 50_000_000 },
    { field: 'debtAmount', label: 'Outstanding debt', kind: 'money', value: null },
  ],
  decision: {
    eligible: true,
    amount: { amountMinor: 25_000_000, currency: 'USD' },
    policyVersion: '2026-01',
    policyDigest: 'sha256:abc',
    reasons: [
      { code: 'CAPPED_BY_REQUESTED_AMOUNT', kind: 'amount', message: 'Capped at the requested amount.' },
    ],
    decidedAt: '2026-03-01T10:00:00.000Z',
  },
};

describe('the eligibility review panel', () => {
  it('shows a loading state, then the labelled answers and the decision', async () => {
    let answer: (value: { status: number; data: unknown }) => void = () => {};
    fake.reply = () => new Promise((resolve) => (answer = resolve));
    render(<ReviewPanel caseId={7} role="reviewer" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Eligibility' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the eligibility answers…');
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    answer({ status: 200, data: PANEL });

    const answers = await screen.findByRole('table', { name: 'The applicant’s answers' });
    expect(fake.requests[0].url).toBe('/cases/7/eligibility');
    const row = (name: string) => within(answers).getByRole('rowheader', { name }).closest('tr')!;
    expect(row('Business name')).toHaveTextContent('Noor Cloud');
    expect(row('Business type')).toHaveTextContent('Software, Fintech');
    expect(row('Prefers shariah-compliant financing')).toHaveTextContent('Yes');
    expect(row('Requested amount')).toHaveTextContent('USD 500,000.00');
    expect(row('Outstanding debt')).toHaveTextContent('Not answered');

    expect(screen.getByRole('heading', { level: 3, name: 'Policy decision' })).toBeInTheDocument();
    expect(screen.getByText('Eligible')).toBeInTheDocument();
    expect(screen.getByText('USD 250,000.00')).toBeInTheDocument();
    expect(screen.getByText('2026-01')).toBeInTheDocument();
    const reasons = screen.getByRole('table', { name: 'Reasons, in the order the policy applied them' });
    expect(within(reasons).getByText('Capped at the requested amount.')).toBeInTheDocument();
    expect(within(reasons).getByText('Amount step')).toBeInTheDocument();
  });

  it('says when no decision was recorded', async () => {
    fake.reply = () => ({ status: 200, data: { ...PANEL, decision: null } });
    render(<ReviewPanel caseId={7} role="approver" />);
    expect(
      await screen.findByText('No eligibility decision was recorded for this application.'),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal with Try again, which calls again', async () => {
    fake.reply = () => ({ status: 404, data: { details: { error: 'There is no such case.' } } });
    render(<ReviewPanel caseId={7} role="reviewer" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There is no such case.');
    fake.reply = never;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(fake.requests).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to its own message when the call fails without one', async () => {
    fake.reply = () => ({ status: 500, data: 'oops' });
    render(<ReviewPanel caseId={7} role="reviewer" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The eligibility answers could not be loaded.',
    );
  });
});
