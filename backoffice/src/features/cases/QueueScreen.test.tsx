import { store } from '@onboarding/shared';
import type { CaseSummary, Queue } from '@onboarding/shared/backoffice';

import {
  type FakeApi,
  fakeStaffApi,
  renderWithQuery as render,
  type Reply,
} from '@onboarding/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { staffAtom } from '../../app/session';
import '../../i18n';
import { QueueScreen } from './QueueScreen';

const summary = (over: Partial<CaseSummary> = {}): CaseSummary => ({
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
  ...over,
});

const queue = (c: CaseSummary): Queue => ({
  cases: [c],
  total: 1,
  page: 1,
  pageSize: 25,
  counts: { [c.reviewStatus]: 1 },
});

let api: FakeApi;
/** The answers to GET /cases, in turn; a function is called for its answer when the request is made. */
let answers: (() => Reply | Promise<Reply>)[];

beforeEach(() => {
  store.set(staffAtom, { id: 'maker', email: 'maker@provider.example', role: 'reviewer' });
  answers = [];
  api = fakeStaffApi();
  api.reply = (config) => {
    if (config.url === '/staff') return { status: 200, data: { staff: [] } };
    if (config.url === '/cases') return answers.shift()?.() ?? { status: 500, data: {} };
    return { status: 404, data: {} };
  };
});

const caseRequests = () => api.requests.filter((r) => r.url === '/cases');

function renderQueue(url: string) {
  const router = createMemoryRouter([{ path: '/cases', element: <QueueScreen /> }], {
    initialEntries: [url],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

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
    store.set(staffAtom, { id: 'root', email: 'root@provider.example', role: 'admin' });
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
});
