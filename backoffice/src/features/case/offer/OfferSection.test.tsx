import {
  OFFER_MESSAGES,
  todayOf,
  type CaseOffers,
  type OfferVersion,
  type Underwriting,
} from '@onboarding/shared/backoffice';
import { bodyOf, fakeStaffApi, renderWithQuery as render } from '@onboarding/shared/testing';
import { ToastHost } from '@onboarding/shared/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../i18n';
import { addDays } from './day';
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
  withdrawn: null,
  sentAt: null,
  clausesVersion: '2027-01-1',
  letter: null,
  actions: ['approve', 'return'],
  approvers: [],
  whyNot: null,
  answer: null,
};

/** The case's underwriting as far as the composer reads it: the pricing guide's suggested facility. */
const UNDERWRITING: Underwriting = {
  caseId: 7,
  computedAt: '2030-01-01T10:00:00.000Z',
  metricsVersion: '1',
  currency: 'USD',
  inputs: { transactions: null, accounts: null, eligibility: null, requestedAmountMinor: 5_000_000 },
  sections: [],
  pricing: {
    suggestedMinor: 4_000_000,
    boundBy: 'revenue',
    candidates: [],
    unavailable: null,
    policyVersion: '1',
    policyDigest: 'x',
  },
};

const offers = (over: Partial<CaseOffers> = {}): CaseOffers => ({
  caseId: 7,
  reviewStatus: 'IN_REVIEW',
  canPropose: true,
  dualApprovalAboveMinor: 100_000_000,
  clausesVersion: '2027-01-1',
  otherApprovers: [staff('checker@provider.example')],
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
    // Within the browser's range: the server, the judge of today, still refuses it.
    await user.type(screen.getByLabelText('Offer valid until'), addDays(todayOf(new Date()), 30));
    await user.type(screen.getByLabelText('First instalment due'), addDays(todayOf(new Date()), 60));
    await user.click(screen.getByRole('button', { name: 'Propose the offer' }));

    const validUntil = screen.getByLabelText('Offer valid until');
    await waitFor(() => expect(validUntil).toHaveAttribute('aria-invalid', 'true'));
    // The server's refusal in the reader's words, with the dates as the field shows them (jsdom's en-US).
    const range = /Choose a date from \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}\./;
    expect(validUntil).toHaveAccessibleDescription(expect.stringMatching(range));
    expect(screen.getByTestId('offer-error-summary')).toHaveFocus();
    expect(screen.queryByText(/at most 90 days ahead/)).toBeNull();
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

  it('previews the sale price, the profit and its rate, and the schedule as the reviewer types', async () => {
    const api = fakeStaffApi();
    api.reply = () => ({ status: 200, data: offers() });
    render(<OfferSection caseId={7} onChanged={() => {}} />);
    const user = userEvent.setup();
    const preview = within(await screen.findByTestId('offer-preview'));
    // The visible text (the status line beside it says the same to a screen reader).
    const shown = { ignore: '[role=status]' };
    expect(
      preview.getByText('Enter the cost price and the profit to see the sale price.', shown),
    ).toBeVisible();

    await user.type(screen.getByLabelText('Cost price'), '100,000');
    await user.type(screen.getByLabelText('Profit'), '8,000.01');
    expect(preview.getByTestId('offer-preview-sale')).toHaveTextContent('USD 108,000.01');
    expect(preview.getByTestId('offer-preview-profit')).toHaveTextContent('USD 8,000.01');
    expect(preview.getByTestId('offer-preview-rate')).toHaveTextContent('8.00% a year, flat');
    expect(
      preview.getByText('Enter the first instalment’s due date to see the instalments.', shown),
    ).toBeVisible();
    expect(preview.queryByRole('table')).toBeNull();

    await user.type(screen.getByLabelText('First instalment due'), '2031-01-31');
    const table = preview.getByRole('table', { name: 'Instalments of the version being composed' });
    // The first three rows and the total of all twelve; the extra cent falls on the first instalment.
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(table).toHaveTextContent('USD 9,000.01');
    expect(table).toHaveTextContent('Feb 28, 2031');
    expect(preview.getByTestId('offer-preview-schedule-total')).toHaveTextContent('USD 108,000.01');
    await user.click(preview.getByRole('button', { name: 'Show all 12 instalments' }));
    expect(within(table).getAllByRole('row')).toHaveLength(14);
    expect(preview.getByRole('button', { name: 'Show the first 3 only' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // Read out once the typing pauses.
    await waitFor(() =>
      expect(preview.getByRole('status')).toHaveTextContent(
        'Sale price USD 108,000.01, one approval needed. Profit USD 8,000.01, 8.00% a year, flat. 12 monthly instalments from Jan 31, 2031, the first of USD 9,000.01, USD 108,000.01 in all.',
      ),
    );

    // An amount the contract refuses leaves no figure behind.
    await user.type(screen.getByLabelText('Cost price'), '5');
    expect(preview.queryByTestId('offer-preview-sale')).toBeNull();
    expect(preview.queryByRole('table')).toBeNull();
    await waitFor(() =>
      expect(preview.getByRole('status')).toHaveTextContent(
        'Enter the cost price and the profit to see the sale price.',
      ),
    );
  });

  it('previews an indicative revenue-linked schedule, or the contract’s refusal of it', async () => {
    const api = fakeStaffApi();
    api.reply = () => ({ status: 200, data: offers() });
    render(<OfferSection caseId={7} onChanged={() => {}} />);
    const user = userEvent.setup();
    const preview = within(await screen.findByTestId('offer-preview'));
    const shown = { ignore: '[role=status]' };
    await user.type(screen.getByLabelText('Cost price'), '100,000');
    await user.type(screen.getByLabelText('Profit'), '8,000');
    await user.type(screen.getByLabelText('First instalment due'), '2031-01-15');
    await user.click(screen.getByLabelText('Revenue-linked share, fixed total'));
    expect(
      preview.getByText(
        'Enter the share of revenue and the expected monthly revenue to see the instalments.',
        shown,
      ),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Share of monthly revenue (%)'), '10');
    await user.type(screen.getByLabelText('Expected monthly revenue'), '30,000');
    expect(preview.getByText(OFFER_MESSAGES.revenueTooLow, shown)).toBeVisible();
    expect(preview.queryByRole('table')).toBeNull();
    await user.clear(screen.getByLabelText('Expected monthly revenue'));
    await user.type(screen.getByLabelText('Expected monthly revenue'), '300,000');
    expect(preview.getByText('Indicative: computed from the expected monthly revenue.')).toBeVisible();
    expect(preview.getByText('4 instalments')).toBeVisible();
    // 10% of 300 000.00 pays 30 000.00 a month: the sale price is paid in the fourth month, with what is left.
    expect(preview.getByTestId('offer-preview-schedule-total')).toHaveTextContent('USD 108,000.00');
    expect(preview.getByRole('rowheader', { name: 'Total of all 4' })).toBeInTheDocument();
    await user.click(preview.getByRole('button', { name: 'Show all 4 instalments' }));
    expect(preview.getByRole('table')).toHaveTextContent('USD 18,000.00');
  });

  it('checks the form with the contract before calling the server', async () => {
    const api = fakeStaffApi();
    api.reply = () => ({ status: 200, data: offers() });
    render(<OfferSection caseId={7} onChanged={() => {}} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Cost price'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Propose the offer' }));
    // The summary at the top takes the focus and links to each field, in the form's order, in people's words.
    const summary = await screen.findByTestId('offer-error-summary');
    expect(summary).toHaveFocus();
    const links = within(summary)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual([
      'Asset or commodity bought for the applicant: Describe the asset or commodity bought for the applicant.',
      'Cost price: Enter an amount with at most two decimals, like 12,500.50.',
      'Profit: Enter an amount.',
      'Offer valid until: Enter a full date, as mm/dd/yyyy.',
      'First instalment due: Enter a full date, as mm/dd/yyyy.',
    ]);
    expect(screen.queryByText(/whole number of cents/)).toBeNull();
    await user.click(within(summary).getByRole('link', { name: /^Profit:/ }));
    expect(screen.getByLabelText('Profit')).toHaveFocus();
    // The date fields say how to write a date as they show it.
    expect(screen.getByLabelText('Offer valid until')).toHaveAccessibleDescription(
      expect.stringContaining('As the field shows it: mm/dd/yyyy.'),
    );
    expect(api.requests.filter((r) => r.method === 'post')).toHaveLength(0);
  });

  it('shows the suggested facility beside the cost price, and warns above it', async () => {
    const api = fakeStaffApi();
    api.reply = (config) =>
      config.url === '/cases/7/underwriting'
        ? { status: 200, data: UNDERWRITING }
        : { status: 200, data: offers() };
    render(<OfferSection caseId={7} onChanged={() => {}} />);
    const cost = await screen.findByLabelText('Cost price');
    await waitFor(() =>
      expect(cost).toHaveAccessibleDescription('Suggested facility (pricing guide): USD 40,000.00.'),
    );
    const user = userEvent.setup();
    await user.type(cost, '45,000');
    expect(screen.getByTestId('offer-above-suggested')).toHaveTextContent(
      'The cost price is above the suggested facility by USD 5,000.00.',
    );
    await user.clear(cost);
    await user.type(cost, '40,000');
    expect(screen.queryByTestId('offer-above-suggested')).toBeNull();
  });

  it('warns before proposing, and in the answer, when no other approver can approve', async () => {
    const api = fakeStaffApi();
    api.reply = (config) =>
      config.method === 'get'
        ? { status: 200, data: offers({ otherApprovers: [] }) }
        : {
            status: 200,
            data: {
              reviewStatus: 'OFFER_PROPOSED',
              offer: { ...version, actions: [], whyNot: 'proposer' },
              mailSent: false,
              warning: 'noOtherApprover',
            },
          };
    render(
      <>
        <ToastHost />
        <OfferSection caseId={7} onChanged={() => {}} />
      </>,
    );
    expect(await screen.findByTestId('offer-no-approver')).toHaveTextContent(
      'No other active approver: a version you propose now will wait until an admin adds an approver on the Team page.',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Asset or commodity bought for the applicant'), 'Ten vans');
    await user.type(screen.getByLabelText('Cost price'), '100,000');
    await user.type(screen.getByLabelText('Profit'), '8000');
    await user.type(screen.getByLabelText('Offer valid until'), addDays(todayOf(new Date()), 30));
    await user.type(screen.getByLabelText('First instalment due'), addDays(todayOf(new Date()), 60));
    await user.click(screen.getByRole('button', { name: 'Propose the offer' }));
    expect(
      await screen.findByText(/Nobody else can approve it yet: an admin must add an approver/),
    ).toBeInTheDocument();
  });

  it('tells the proposer why they cannot approve, and who can', async () => {
    const api = fakeStaffApi();
    const mine = {
      ...version,
      actions: ['return' as const],
      whyNot: 'proposer' as const,
      approvers: [staff('checker@provider.example'), staff('second@provider.example')],
    };
    api.reply = () => ({ status: 200, data: offers({ canPropose: false, offers: [mine] }) });
    render(<OfferSection caseId={7} onChanged={() => {}} />);
    const note = await screen.findByTestId('offer-why-not-1');
    expect(note).toHaveTextContent(
      'You cannot approve this version because you proposed it: an offer is approved by someone other than the person who proposed it.',
    );
    expect(note).toHaveTextContent(
      /Who can approve it: .*checker@provider\.example.*, .*second@provider\.example.*\./,
    );
    expect(screen.queryByRole('button', { name: 'Approve version 1' })).toBeNull();
  });

  it('says that nobody else can approve, and that an admin must add an approver', async () => {
    const api = fakeStaffApi();
    const stuck = { ...version, actions: ['return' as const], whyNot: 'proposer' as const, approvers: [] };
    api.reply = () => ({ status: 200, data: offers({ canPropose: false, offers: [stuck] }) });
    render(<OfferSection caseId={7} onChanged={() => {}} />);
    expect(await screen.findByTestId('offer-why-not-1')).toHaveTextContent(
      'No other active approver can approve it: an admin must add an approver on the Team page before it can go further.',
    );
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
    expect(within(card).getByText('32.00% a year, flat')).toBeVisible();
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

  it('withdraws a sent version with a reason, and then shows who withdrew it and why', async () => {
    const api = fakeStaffApi();
    const sent = {
      ...version,
      status: 'sent' as const,
      sentAt: '2030-01-02T10:00:00.000Z',
      actions: ['withdraw' as const],
    };
    const withdrawn = {
      ...sent,
      status: 'withdrawn' as const,
      actions: [],
      withdrawn: {
        by: staff('checker@provider.example'),
        at: '2030-01-05T10:00:00.000Z',
        reason: 'Wrong asset',
      },
    };
    let done = false;
    api.reply = (config) => {
      if (config.method === 'get')
        return {
          status: 200,
          data: offers({
            reviewStatus: done ? 'IN_REVIEW' : 'OFFER_SENT',
            canPropose: false,
            offers: [done ? withdrawn : sent],
          }),
        };
      done = true;
      return { status: 200, data: { reviewStatus: 'IN_REVIEW', offer: withdrawn, mailSent: true } };
    };
    const onChanged = jest.fn();
    render(<OfferSection caseId={7} onChanged={onChanged} />);
    const card = await screen.findByRole('article', { name: /Version 1/ });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Withdraw version 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw version 1' });
    expect(within(dialog).getByText(/The applicant is mailed that the offer was withdrawn/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw it' }));
    expect(await within(dialog).findByText('Please write a few words.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong asset');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw it' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(bodyOf(api.requests.find((r) => r.url === '/cases/7/offers/1/withdraw')!)).toEqual({
      reason: 'Wrong asset',
    });
    expect(await screen.findByText(/Withdrawn by checker@provider.example, .*: Wrong asset/)).toBeVisible();
  });

  it('says that the first of two approvals waits for another approver', async () => {
    const api = fakeStaffApi();
    const needsTwo = { ...version, requiredApprovals: 2 };
    api.reply = (config) =>
      config.method === 'get'
        ? { status: 200, data: offers({ canPropose: false, offers: [needsTwo] }) }
        : {
            status: 200,
            data: {
              reviewStatus: 'OFFER_PROPOSED',
              offer: {
                ...needsTwo,
                approvals: [{ by: staff('first@provider.example'), at: '2030-01-02T10:00:00Z' }],
              },
              mailSent: false,
            },
          };
    render(
      <>
        <ToastHost />
        <OfferSection caseId={7} onChanged={() => {}} />
      </>,
    );
    const card = await screen.findByRole('article', { name: /Version 1/ });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Approve version 1' }));
    expect(
      await screen.findByText(
        'Your approval of version 1 is recorded (1 of 2): it waits for another approver.',
      ),
    ).toBeInTheDocument();
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
