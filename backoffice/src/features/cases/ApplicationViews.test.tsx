import type { ApplicationViewResult, PreReviewApplication } from '@onboarding/shared/backoffice';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { casesApi, renderCases as renderAt } from './test-support';

const row = (over: Partial<PreReviewApplication> = {}): PreReviewApplication => ({
  id: 42,
  reference: 'ONB-000042',
  businessName: 'Small Sums Ltd',
  applicantName: 'Amina Noor',
  email: 'amina@example.com',
  stage: 'VERIFIED',
  superseded: false,
  startedAt: '2030-01-01T09:00:00.000Z',
  lastActivityAt: '2030-01-02T09:00:00.000Z',
  declined: {
    reasons: ['revenue', 'sector'],
    decidedAt: '2030-01-02T09:00:00.000Z',
    decidableFrom: '2030-04-03',
  },
  ...over,
});

const result = (applications: PreReviewApplication[]): ApplicationViewResult => ({
  applications,
  total: applications.length,
  page: 1,
  pageSize: 25,
  counts: { declined: 1, unsubmitted: 2 },
});

let answer: ApplicationViewResult;
let api: ReturnType<typeof casesApi>;

beforeEach(() => {
  api = casesApi((url) => {
    if (url === '/applications') return { status: 200, data: answer };
    if (url === '/cases')
      return { status: 200, data: { cases: [], total: 0, page: 1, pageSize: 25, counts: {} } };
    return undefined;
  });
});

const viewRequests = () => api.to('/applications');

describe('the queue views of applications the review never received', () => {
  it('lists the declined at eligibility with the reasons in words and the cooling-off date, read-only', async () => {
    answer = result([row()]);
    renderAt('/cases?view=declined');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Declined at eligibility' }),
    ).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Queue views' });
    expect(within(views).getByRole('link', { name: 'Declined at eligibility' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const line = await screen.findByRole('row', { name: /Small Sums Ltd/ });
    expect(within(line).getByText('ONB-000042')).toBeInTheDocument();
    expect(within(line).getByText('Annual revenue below our minimum')).toBeInTheDocument();
    expect(within(line).getByText('A kind of business we do not finance')).toBeInTheDocument();
    expect(within(line).getByText('April 3, 2030')).toBeInTheDocument();
    // No case page opens from here: a case exists once an application is submitted.
    expect(within(line).queryByRole('link')).not.toBeInTheDocument();
    expect(viewRequests()[0].params).toMatchObject({ view: 'declined', page: 1, pageSize: 25 });
  });

  it('lists the unsubmitted with where they stopped, and searches through the address', async () => {
    const user = userEvent.setup();
    answer = result([row({ stage: 'TRANSACTION', declined: null, superseded: true })]);
    const router = renderAt('/cases?view=unsubmitted');
    const line = await screen.findByRole('row', { name: /Small Sums Ltd/ });
    expect(within(line).getByText('Transaction system')).toBeInTheDocument();
    expect(within(line).getByText('Replaced by a newer application')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Business name or email'), 'small');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?view=unsubmitted&q=small');
    expect(viewRequests().at(-1)!.params).toMatchObject({ view: 'unsubmitted', q: 'small' });
  });

  it('leads back to the submitted cases from the views, and to the views from the queue', async () => {
    answer = result([]);
    renderAt('/cases');
    const views = await screen.findByRole('navigation', { name: 'Queue views' });
    expect(within(views).getByRole('link', { name: 'Submitted cases' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(views).getByRole('link', { name: 'Not submitted' })).toHaveAttribute(
      'href',
      '/cases?view=unsubmitted',
    );
    expect(viewRequests()).toHaveLength(0);
  });
});
