import type { CaseOffers, OfferVersion } from '@onboarding/shared/backoffice';
import { bodyOf, fakeStaffApi } from '@onboarding/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../i18n';
import { OfferSection } from './OfferSection';

const staff = (email: string) => ({ id: `id-${email}`, email });

const version: OfferVersion = {
  version: 1,
  status: 'proposed',
  terms: {
    currency: 'USD',
    asset: { description: 'Ten delivery vans' },
    costMinor: 10_000_000,
    profitMinor: 800_000,
    tenureMonths: 3,
    schedule: { type: 'equal' },
    firstDueDate: '2030-03-01',
    validUntil: '2030-01-31',
    charity: null,
  },
  salePriceMinor: 10_800_000,
  rate: { basisPoints: 3200, display: '32.00%' },
  schedule: [
    { number: 1, dueDate: '2030-03-01', amountMinor: 3_600_000 },
    { number: 2, dueDate: '2030-04-01', amountMinor: 3_600_000 },
    { number: 3, dueDate: '2030-05-01', amountMinor: 3_600_000 },
  ],
  requiredApprovals: 1,
  proposedBy: staff('maker@provider.example'),
  proposedAt: '2030-01-01T10:00:00.000Z',
  approvals: [],
  returned: null,
  sentAt: null,
  clausesVersion: '2027-01-1',
  letter: null,
  actions: ['approve', 'return'],
  answer: null,
};

const offers = (over: Partial<CaseOffers> = {}): CaseOffers => ({
  caseId: 7,
  reviewStatus: 'IN_REVIEW',
  canPropose: true,
  dualApprovalAboveMinor: 100_000_000,
  clausesVersion: '2027-01-1',
  offers: [],
  ...over,
});

describe('the case page’s offer section', () => {
  it('proposes an offer from the composer in cents and shows the server’s refusal at its field', async () => {
    const api = fakeStaffApi();
    let proposals = 0;
    api.reply = (config) => {
      if (config.method === 'get') return { status: 200, data: offers() };
      proposals++;
      return proposals === 1
        ? {
            status: 400,
            data: {
              details: {
                error: 'The offer must be valid until a date after today, at most 90 days ahead.',
              },
            },
          }
        : { status: 200, data: { reviewStatus: 'OFFER_PROPOSED', offer: version, mailSent: false } };
    };
    const onChanged = jest.fn();
    render(<OfferSection caseId={7} onChanged={onChanged} />);
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText('Asset or commodity bought for the applicant'),
      'Ten delivery vans',
    );
    await user.type(screen.getByLabelText('Cost price'), '100,000');
    await user.type(screen.getByLabelText('Profit'), '8000.5');
    expect(screen.getByTestId('offer-preview-sale')).toHaveTextContent('USD 108,000.50');
    await user.clear(screen.getByLabelText('Tenure (months)'));
    await user.type(screen.getByLabelText('Tenure (months)'), '3');
    await user.type(screen.getByLabelText('Offer valid until'), '2030-01-31');
    await user.type(screen.getByLabelText('First instalment due'), '2030-03-01');
    await user.click(screen.getByRole('button', { name: 'Propose the offer' }));

    const validUntil = screen.getByLabelText('Offer valid until');
    await waitFor(() => expect(validUntil).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(/at most 90 days ahead/)).toBeVisible();
    const post = api.requests.find((r) => r.method === 'post')!;
    expect(post.url).toBe('/cases/7/offers');
    expect(bodyOf(post)).toMatchObject({
      costMinor: 10_000_000,
      profitMinor: 800_050,
      tenureMonths: 3,
      schedule: { type: 'equal' },
      charity: null,
    });

    await user.click(screen.getByRole('button', { name: 'Propose the offer' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('checks the form with the contract before calling the server', async () => {
    const api = fakeStaffApi();
    api.reply = () => ({ status: 200, data: offers() });
    render(<OfferSection caseId={7} onChanged={() => {}} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Cost price'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Propose the offer' }));
    expect(await screen.findByText(/cost price must be a whole number of cents/)).toBeVisible();
    expect(screen.getByText(/Describe the asset or commodity/)).toBeVisible();
    expect(api.requests.filter((r) => r.method === 'post')).toHaveLength(0);
  });

  it('lists a version with both the amount and the rate, and approves and returns it', async () => {
    const api = fakeStaffApi();
    api.reply = (config) => {
      if (config.method === 'get')
        return { status: 200, data: offers({ canPropose: false, offers: [version] }) };
      if (config.url?.endsWith('/return'))
        return { status: 409, data: { details: { error: 'This version is no longer open.' } } };
      return {
        status: 200,
        data: { reviewStatus: 'OFFER_APPROVED', offer: { ...version, status: 'approved' }, mailSent: false },
      };
    };
    const onChanged = jest.fn();
    render(<OfferSection caseId={7} onChanged={onChanged} />);
    const card = await screen.findByRole('article', { name: /Version 1/ });
    expect(within(card).getAllByText('USD 108,000.00')[0]).toBeVisible();
    expect(within(card).getByText('32.00%')).toBeVisible();
    expect(within(card).getByText('0 of 1')).toBeVisible();
    expect(within(card).getByRole('table', { hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Propose the offer' })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Return version 1 to review' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Return it' }));
    expect(await within(dialog).findByText('Please write a few words.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Reason'), 'Profit too high');
    await user.click(within(dialog).getByRole('button', { name: 'Return it' }));
    expect(await within(dialog).findByText('This version is no longer open.')).toBeVisible();
    expect(bodyOf(api.requests.find((r) => r.url?.endsWith('/return'))!)).toEqual({
      reason: 'Profit too high',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(card).getByRole('button', { name: 'Approve version 1' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.requests.some((r) => r.method === 'post' && r.url === '/cases/7/offers/1/approve')).toBe(true);
  });

  it('shows the applicant’s answer: the signature of an acceptance, the reason of a decline', async () => {
    const api = fakeStaffApi();
    const answered = (answer: OfferVersion['answer']) =>
      offers({
        reviewStatus: answer!.kind === 'accepted' ? 'ACCEPTED' : 'DECLINED',
        canPropose: false,
        offers: [
          { ...version, status: answer!.kind, sentAt: '2030-01-02T10:00:00.000Z', actions: [], answer },
        ],
      });
    api.reply = () => ({
      status: 200,
      data: answered({
        kind: 'accepted',
        at: '2030-01-03T10:00:00.000Z',
        signature: 'Amina Noor',
        reason: null,
      }),
    });
    const { unmount } = render(<OfferSection caseId={7} onChanged={() => {}} />);
    expect(await screen.findByText(/Accepted by the applicant, .*signed “Amina Noor”/)).toBeVisible();
    unmount();

    api.reply = () => ({
      status: 200,
      data: answered({
        kind: 'declined',
        at: '2030-01-03T10:00:00.000Z',
        signature: null,
        reason: 'Too dear',
      }),
    });
    render(<OfferSection caseId={7} onChanged={() => {}} />);
    expect(await screen.findByText(/Declined by the applicant, .*: Too dear/)).toBeVisible();
  });
});
