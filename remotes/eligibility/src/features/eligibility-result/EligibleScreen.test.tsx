import { userNameAtom } from '@onboarding/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { fakeApi, never, renderScreen, type FakeApi } from '../test-support';
import EligibleScreen from './EligibleScreen';

const notifyError = jest.fn();
jest.mock('@onboarding/shared/ui', () => ({
  ...jest.requireActual('@onboarding/shared/ui'),
  notifyError: (text: string) => notifyError(text),
}));

let api: FakeApi;

beforeEach(() => {
  notifyError.mockReset();
  api = fakeApi();
});

function show() {
  const store = createStore();
  store.set(userNameAtom, 'amina');
  return renderScreen('/eligible', <EligibleScreen />, ['/ineligible', '/financials'], store);
}

describe('/eligible', () => {
  it('shows a spinner while the result is on its way', () => {
    api.reply = never;
    show();
    expect(screen.getByText('Checking your eligibility…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'at /ineligible' })).not.toBeInTheDocument();
  });

  it('when eligible, says the amount in the same sentence and leads on to the documents', async () => {
    api.reply = () => ({ status: 200, data: { eligible: true, eligibleAmount: 148000.75 } });
    show();
    expect(await screen.findByRole('heading', { name: 'Congratulations Amina!' })).toBeInTheDocument();
    const amount = screen.getByText('$148,000');
    expect(amount.tagName).toBe('STRONG');
    expect(amount.parentElement).toHaveTextContent(/^You are eligible for up to \$148,000$/);
    await userEvent.click(screen.getByRole('button', { name: 'UPLOAD DOCUMENTS' }));
    expect(await screen.findByRole('heading', { name: 'at /financials' })).toBeInTheDocument();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it.each([
    ['not eligible', { eligible: false, eligibleAmount: 0 }],
    ['eligible but flagged', { eligible: true, eligibleAmount: 5000, NOT_INELIGIBLE: true }],
    ['an empty answer', {}],
  ])('redirects to /ineligible when the answer is %s', async (_, data) => {
    api.reply = () => ({ status: 200, data });
    const { router } = show();
    expect(await screen.findByRole('heading', { name: 'at /ineligible' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ineligible');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('redirects to /ineligible when the call fails (no result), after the generic toast', async () => {
    api.reply = () => ({ status: 500, data: { details: { error: 'Database unavailable' } } });
    const { router } = show();
    expect(await screen.findByRole('heading', { name: 'at /ineligible' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ineligible');
    expect(notifyError).toHaveBeenCalledWith('Oops! Something went wrong. Please try again later.');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });
});
