import {
  eligibleCompletedAtom,
  onboardingIdAtom,
  stepOneAtom,
  stepTwoAtom,
  userStatusAtom,
  type UserStatus,
} from '@onboarding/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import {
  bodyOf,
  fakeApi,
  never,
  renderScreen,
  STEP_ONE_ANSWERS,
  type FakeApi,
} from '../../testing/test-support';
import StepTwoScreen from './StepTwoScreen';

const notifyError = jest.fn();
jest.mock('@onboarding/shared/ui', () => ({
  ...jest.requireActual('@onboarding/shared/ui'),
  notifyError: (text: string) => notifyError(text),
}));

const STEP_ONE = STEP_ONE_ANSWERS;

const STEP_TWO = {
  isSoftware: 'Yes',
  ARRYearlyRevenue: 600000,
  activeContracts: 1200,
  investmentRounds: 2,
  runway: 18,
  requestedAmount: 250000,
  isSharia: 'Yes',
  debt: 'No',
  institutionalInvestors: 3,
  raisedAmount: 1500000,
} as const;

let api: FakeApi;

beforeEach(() => {
  notifyError.mockReset();
  sessionStorage.clear();
  api = fakeApi();
});

function show(stepOne = STEP_ONE, stepTwo: object = STEP_TWO) {
  const store = createStore();
  store.set(onboardingIdAtom, 7);
  store.set(stepOneAtom, stepOne);
  store.set(stepTwoAtom, stepTwo as never);
  return renderScreen('/eligible-check-part-two', <StepTwoScreen />, ['/eligible-check', '/eligible'], store);
}

const updates = () =>
  api.requests.filter((r) => r.method === 'patch' && r.url === '/onboarding/onboarding-update');

describe('/eligible-check-part-two', () => {
  it('asks the annualized revenue as a question', () => {
    show();
    expect(screen.getByLabelText('What is your annualized revenue (USD)?')).toHaveValue('600,000');
  });

  it('says "annualized gross profit" for Marketplace and E-commerce', () => {
    show({ ...STEP_ONE, businessType: [{ name: 'Marketplace', code: 'MARKETPLACE' }] });
    expect(screen.getByLabelText('What is your annualized gross profit (USD)?')).toHaveValue('600,000');
    expect(screen.queryByLabelText('What is your annualized revenue (USD)?')).not.toBeInTheDocument();
  });

  it('says an unanswered Yes/No is required and marks it invalid', async () => {
    show(STEP_ONE, { ...STEP_TWO, isSoftware: undefined });
    // The first radio of the first question, then away.
    await userEvent.tab();
    expect(screen.getAllByRole('radio', { name: 'Yes' })[0]).toHaveFocus();
    await userEvent.tab();
    const group = screen.getByRole('group', { name: 'Is your company a technology company?' });
    expect(group).toHaveTextContent('Value is required');
    expect(group).not.toHaveTextContent('Invalid option');
    for (const radio of within(group).getAllByRole('radio'))
      expect(radio).toHaveAttribute('aria-invalid', 'true');
  });

  it('stops a money answer at the decimal separator and says the field takes whole numbers', async () => {
    api.reply = never;
    show();
    const revenue = screen.getByLabelText('What is your annualized revenue (USD)?');
    await userEvent.clear(revenue);
    await userEvent.type(revenue, '2400000.50');
    // The separator stays while typing, so the decimals typed after it do not become more digits.
    expect(revenue).toHaveValue('2,400,000.');
    expect(revenue).toHaveAccessibleDescription('Whole numbers only');
    expect(screen.getByText('Whole numbers only')).toHaveAttribute('role', 'status');
    await userEvent.tab();
    expect(revenue).toHaveValue('2,400,000');
    expect(revenue).toHaveAccessibleDescription('Whole numbers only');
    await userEvent.type(revenue, '1');
    expect(revenue).toHaveValue('24,000,001');
    expect(revenue).toHaveAccessibleDescription('');
  });

  it('stops a pasted count at the decimal separator', async () => {
    api.reply = never;
    const { store } = show();
    const runway = screen.getByLabelText('Runway (months)');
    await userEvent.clear(runway);
    await userEvent.click(runway);
    await userEvent.paste('12.5');
    expect(runway).toHaveValue('12.');
    expect(runway).toHaveAccessibleDescription('Whole numbers only');
    await userEvent.tab();
    expect(runway).toHaveValue('12');
    expect(store.get(stepTwoAtom)).toMatchObject({ runway: '12' });
  });

  it('BACK keeps the answers and returns to step one at once, the draft following in the background', async () => {
    api.reply = never;
    const { router, store } = show();
    await userEvent.clear(screen.getByLabelText('Runway (months)'));
    await userEvent.type(screen.getByLabelText('Runway (months)'), '24');
    await userEvent.click(screen.getByRole('button', { name: 'BACK' }));
    expect(await screen.findByRole('heading', { name: 'at /eligible-check' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/eligible-check');
    expect(store.get(stepTwoAtom)).toMatchObject({ runway: '24' });
    const draft = bodyOf(updates().at(-1)!).eligibility_step;
    expect(draft).toMatchObject({ runway: 24, draft: true });
  });

  it('opens with the answers typed in this tab before a reload, even when their draft never reached the server', async () => {
    api.reply = never;
    const { unmount } = show();
    await userEvent.clear(screen.getByLabelText('Runway (months)'));
    await userEvent.type(screen.getByLabelText('Runway (months)'), '24');
    // The page goes away before the draft is sent (a reload): a new page, a new store with check-user's copy.
    unmount();
    api.reply = () => ({ status: 200, data: {} });
    const { store } = show(STEP_ONE, { ...STEP_TWO, runway: 18 });
    expect(screen.getByLabelText('Runway (months)')).toHaveValue('24');
    expect(store.get(stepTwoAtom)).toMatchObject({ runway: '24' });
    // And the server gets them now.
    await waitFor(() =>
      expect(updates().map((r) => bodyOf(r).eligibility_step)).toContainEqual(
        expect.objectContaining({ runway: 24, draft: true }),
      ),
    );
    // Once it has them all, the tab's copy is not needed any more.
    await waitFor(() => expect(sessionStorage.length).toBe(0));
  });

  it('keeps an answer the draft cannot carry (over its limit) for the next visit', async () => {
    api.reply = () => ({ status: 200, data: {} });
    const first = show();
    await userEvent.clear(screen.getByLabelText('Requested amount (USD)'));
    await userEvent.type(screen.getByLabelText('Requested amount (USD)'), '100000001');
    await userEvent.click(screen.getByRole('button', { name: 'BACK' }));
    expect(await screen.findByRole('heading', { name: 'at /eligible-check' })).toBeInTheDocument();
    await waitFor(() => expect(updates().length).toBeGreaterThan(0));
    first.unmount();
    show();
    expect(screen.getByLabelText('Requested amount (USD)')).toHaveValue('100,000,001');
  });

  it('does not open with answers another application kept in this tab', () => {
    sessionStorage.setItem(
      'eligibility.stepTwo.unsaved',
      JSON.stringify({ application: 6, values: { runway: '99' } }),
    );
    show();
    expect(screen.getByLabelText('Runway (months)')).toHaveValue('18');
  });

  it('BACK returns even when the draft fails, without a toast', async () => {
    api.reply = () => ({ status: 409, data: { details: { error: 'Already decided.' } } });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'BACK' }));
    expect(await screen.findByRole('heading', { name: 'at /eligible-check' })).toBeInTheDocument();
    await waitFor(() => expect(updates()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('a failed SUBMIT says the generic text, not the server message, and stays', async () => {
    api.reply = () => ({ status: 400, data: { details: { error: 'eligibility_step.runway is invalid' } } });
    const { router } = show();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Oops! Something went wrong. Please try again later.'),
    );
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/eligible-check-part-two');
    const body = bodyOf(updates()[0]).eligibility_step as Record<string, unknown>;
    expect(body.draft).toBeUndefined();
  });

  it('SUBMIT sends the final answers and goes to /eligible', async () => {
    api.reply = (config) =>
      config.url === '/onboarding/check-user'
        ? { status: 500 }
        : { status: 200, data: { name: 'Amina', email: 'a@example.com', eligibility_step: null } };
    show();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('heading', { name: 'at /eligible' })).toBeInTheDocument();
    expect(bodyOf(updates()[0]).eligibility_step).toMatchObject({
      businessWebsite: 'https://noorlabs.io',
      ARRYearlyRevenue: 600000,
      runway: 18,
    });
  });

  it('after SUBMIT, coming back shows the answers read-only with CONTINUE, never a second SUBMIT', async () => {
    api.reply = (config) =>
      config.url === '/onboarding/check-user'
        ? never()
        : { status: 200, data: { name: 'Amina', email: 'a@example.com', eligibility_step: null } };
    const { router } = show();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('heading', { name: 'at /eligible' })).toBeInTheDocument();
    // The browser's Back button.
    await act(() => router.navigate(-1));
    expect(await screen.findByLabelText('Runway (months)')).toBeDisabled();
    expect(screen.getByLabelText('Runway (months)')).toHaveValue('18');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(
      screen.getByText(
        'Your eligibility check has been submitted, so these answers can no longer be changed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SUBMIT' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByRole('heading', { name: 'at /eligible' })).toBeInTheDocument();
    expect(updates().filter((r) => !(bodyOf(r).eligibility_step as { draft?: boolean }).draft)).toHaveLength(
      1,
    );
  });

  it('a decided check goes on to where the applicant is now', async () => {
    const store = createStore();
    store.set(stepOneAtom, STEP_ONE);
    store.set(stepTwoAtom, STEP_TWO as never);
    store.set(eligibleCompletedAtom, true);
    store.set(userStatusAtom, {
      stage: 'TRANSACTION',
      stages_lists: [{ CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true }],
      transactions_step: null,
    } as unknown as UserStatus);
    renderScreen('/eligible-check-part-two', <StepTwoScreen />, ['/subscriptions'], store);
    await userEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByRole('heading', { name: 'at /subscriptions' })).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
  });
});
