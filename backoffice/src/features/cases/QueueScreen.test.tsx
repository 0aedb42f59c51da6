import type { Queue, QueueCase } from '@onboarding/shared/backoffice';
import type { Reply } from '@onboarding/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { casesApi, renderCases as renderQueue, signIn } from './test-support';

const summary = (over: Partial<QueueCase> = {}): QueueCase => ({
  id: 7,
  businessName: 'Noor Labs',
  email: 'amina@example.com',
  applicantName: 'Amina Noor',
  businessType: ['Software'],
  country: 'AE',
  requested: { amountMinor: 25_000_000, currency: 'USD' },
  submittedAt: '2030-01-01T09:00:00.000Z',
  dueAt: '2030-01-03T09:00:00.000Z',
  reviewStatus: 'OFFER_SENT',
  assignee: { id: 'maker', email: 'maker@provider.example' },
  suggested: { amountMinor: 20_000_000, currency: 'USD' },
  figure: { key: 'mrr', amountMinor: 500_000, currency: 'USD' },
  lastActivityAt: '2030-01-02T09:00:00.000Z',
  applicantReplied: false,
  ...over,
});

const queue = (c: QueueCase, ...more: QueueCase[]): Queue => ({
  cases: [c, ...more],
  total: 1 + more.length,
  page: 1,
  pageSize: 25,
  counts: { [c.reviewStatus]: 1 + more.length },
});

let api: ReturnType<typeof casesApi>;
/** The answers to GET /cases, in turn; a function is called for its answer when the request is made. */
let answers: (() => Reply | Promise<Reply>)[];

beforeEach(() => {
  answers = [];
  api = casesApi((url) =>
    url === '/cases' ? (answers.shift()?.() ?? { status: 500, data: {} }) : undefined,
  );
});

const caseRequests = () => api.to('/cases');

describe('the queue', () => {
  it('shows a case’s new status when the reader comes back to it, without a reload, a spinner or lost filters', async () => {
    const user = userEvent.setup();
    answers.push(() => ({ status: 200, data: queue(summary()) }));
    const router = renderQueue('/cases?q=Noor');
    // The results' section (the table's scroll region inside it bears the same name).
    const results = (await screen.findByRole('heading', { name: '1 cases' })).closest('section')!;
    const row = () => within(results).getByRole('row', { name: /Noor Labs/ });
    expect(within(row()).getByRole('cell', { name: 'Offer sent' })).toBeInTheDocument();

    // The reader has started another search in the form, not applied yet.
    const search = screen.getByLabelText('Business name or email');
    await user.clear(search);
    await user.type(search, 'Hamdan');

    let answer!: (reply: Reply) => void;
    answers.push(() => new Promise<Reply>((resolve) => (answer = resolve)));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(caseRequests()).toHaveLength(2));
    // While it asks, the rows stay as they were.
    expect(results).toHaveAttribute('aria-busy', 'false');
    expect(within(row()).getByRole('cell', { name: 'Offer sent' })).toBeInTheDocument();

    await act(async () => answer({ status: 200, data: queue(summary({ reviewStatus: 'ACCEPTED' })) }));
    expect(within(row()).getByRole('cell', { name: 'Accepted' })).toBeInTheDocument();
    // The filters the queue shows are the address's, and the unapplied search is still in the form.
    expect(caseRequests()[1].params).toMatchObject({ q: 'Noor' });
    expect(router.state.location.search).toBe('?q=Noor');
    expect(search).toHaveValue('Hamdan');
  });

  it('tells an admin that cases are for reviewers and approvers, and asks for none', async () => {
    signIn('admin', 'root');
    renderQueue('/cases');
    expect(
      await screen.findByText(
        /Cases are read and decided by reviewers and approvers\. As an admin you manage the team/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/team');
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/audit');
    expect(screen.queryByText(/No case matches/)).toBeNull();
    expect(caseRequests()).toHaveLength(0);
  });

  it('sorts by a column header on the server, with aria-sort on the sorted one, and turns the order round', async () => {
    const user = userEvent.setup();
    for (let i = 0; i < 3; i++) answers.push(() => ({ status: 200, data: queue(summary()) }));
    const router = renderQueue('/cases?q=Noor&page=2');
    const header = async (name: string) =>
      (await screen.findByRole('button', { name })).closest('th') as HTMLElement;
    // The default order: the time left, soonest first.
    expect(await header('Time left')).toHaveAttribute('aria-sort', 'ascending');
    expect(await header('Requested amount')).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Requested amount' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Noor&sort=requested'));
    await waitFor(() => expect(caseRequests()).toHaveLength(2));
    expect(caseRequests()[1].params).toMatchObject({ q: 'Noor', sort: 'requested', page: 1 });
    expect(await header('Requested amount')).toHaveAttribute('aria-sort', 'ascending');
    expect(await header('Time left')).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Requested amount' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Noor&sort=requested&dir=desc'));
    expect(await header('Requested amount')).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows the triage columns: the suggestion, the main figure, the badge, and no time left once answered', async () => {
    answers.push(() => ({
      status: 200,
      data: queue(
        summary({ applicantReplied: true, reviewStatus: 'IN_REVIEW', dueAt: '2030-01-03T09:00:00.000Z' }),
        summary({
          id: 8,
          businessName: 'Hamdan Market',
          reviewStatus: 'ACCEPTED',
          dueAt: null,
          suggested: null,
          figure: { key: 'gmv', amountMinor: 9_000_000, currency: 'USD' },
        }),
      ),
    }));
    renderQueue('/cases');
    const noor = await screen.findByRole('row', { name: /Noor Labs/ });
    expect(within(noor).getByText('Applicant replied')).toBeInTheDocument();
    expect(noor).toHaveTextContent('USD 200,000.00');
    expect(noor).toHaveTextContent('MRR USD 5,000.00');
    const hamdan = screen.getByRole('row', { name: /Hamdan Market/ });
    expect(within(hamdan).queryByText('Applicant replied')).toBeNull();
    expect(hamdan).toHaveTextContent('GMV USD 90,000.00');
    expect(hamdan).toHaveTextContent('Not computed yet');
    expect(hamdan).toHaveTextContent('Answer given');
    // The flags are not computed yet: no column rather than a row of zeros.
    expect(screen.queryByRole('columnheader', { name: 'Flags' })).toBeNull();
  });

  it('shows each case’s flags: how many, their names once each, the critical ones said, or why there are none', async () => {
    answers.push(() => ({
      status: 200,
      data: queue(
        summary({
          flags: [
            { code: 'revenue_falling', severity: 'critical' },
            { code: 'revenue_falling', severity: 'critical' },
            { code: 'customer_concentration', severity: 'warning' },
          ],
        }),
        summary({ id: 8, businessName: 'Hamdan Market', flags: [] }),
        summary({ id: 9, businessName: 'Qamar Foods' }),
      ),
    }));
    renderQueue('/cases');
    expect(await screen.findByRole('columnheader', { name: 'Flags' })).toBeInTheDocument();
    const cell = (name: RegExp) =>
      within(screen.getByRole('row', { name })).getAllByRole('cell').at(-2) as HTMLElement;
    expect(cell(/Noor Labs/)).toHaveTextContent(
      'Flags3: Falling revenue (Critical), One customer weighs too much',
    );
    expect(cell(/Hamdan Market/)).toHaveTextContent('FlagsNone');
    // Its figures were never computed: the queue does not compute them, and says so rather than "none".
    expect(cell(/Qamar Foods/)).toHaveTextContent('FlagsNot computed yet');
  });

  it('offers the saved views as links that set the query, the current one marked', async () => {
    signIn('approver', 'checker');
    answers.push(() => ({ status: 200, data: queue(summary()) }));
    renderQueue('/cases?awaiting=me&sort=activity');
    const nav = await screen.findByRole('navigation', { name: 'Saved views' });
    expect(within(nav).getByRole('link', { name: 'All cases' })).toHaveAttribute(
      'href',
      '/cases?sort=activity',
    );
    expect(within(nav).getByRole('link', { name: 'Assigned to me' })).toHaveAttribute(
      'href',
      '/cases?assignee=me&sort=activity',
    );
    const approval = within(nav).getByRole('link', { name: 'Awaiting my approval' });
    expect(approval).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Applicant replied' })).toHaveAttribute(
      'href',
      '/cases?replied=yes&sort=activity',
    );
    await waitFor(() => expect(caseRequests()[0].params).toMatchObject({ awaiting: 'me', sort: 'activity' }));
  });

  it('offers a reviewer no approver’s view', async () => {
    answers.push(() => ({ status: 200, data: queue(summary()) }));
    renderQueue('/cases');
    const nav = await screen.findByRole('navigation', { name: 'Saved views' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['All cases', 'Assigned to me', 'Applicant replied']);
  });

  it('skips to the results in one press', async () => {
    const user = userEvent.setup();
    answers.push(() => ({ status: 200, data: queue(summary()) }));
    renderQueue('/cases');
    await screen.findByRole('heading', { name: '1 cases' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to the results' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: '1 cases' })).toHaveFocus();
  });
});
