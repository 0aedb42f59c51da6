import { userNameAtom } from '@onboarding/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { fakeApi, never, renderScreen, type FakeApi } from '../../testing/test-support';
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
  return renderScreen('/eligible', <EligibleScreen />, ['/ineligible', '/financials', '/'], store);
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
  ])('redirects to /ineligible when the answer is %s', async (_, data) => {
    api.reply = () => ({ status: 200, data });
    const { router } = show();
    expect(await screen.findByRole('heading', { name: 'at /ineligible' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ineligible');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it.each([
    ['fails', () => ({ status: 500, data: { details: { error: 'Database unavailable' } } })],
    ['times out', () => Promise.reject(Object.assign(new Error('timeout'), { code: 'ECONNABORTED' }))],
    ['answers neither yes nor no', () => ({ status: 200, data: {} })],
  ])('when the call %s, says so in the error modal instead of rejecting', async (_, reply) => {
    api.reply = reply as FakeApi['reply'];
    const { router } = show();
    const dialog = await screen.findByRole('dialog', { name: 'Oops, Something Went Wrong!!' });
    expect(dialog).toHaveTextContent(
      'We encountered an unexpected issue processing your request. Please try again.',
    );
    expect(router.state.location.pathname).toBe('/eligible');
    expect(screen.queryByRole('heading', { name: 'at /ineligible' })).not.toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith('Oops! Something went wrong. Please try again later.');
  });

  it('Try Again asks again and shows the result when it comes', async () => {
    let calls = 0;
    api.reply = () =>
      ++calls === 1
        ? { status: 503, data: { details: { error: 'Unavailable' } } }
        : { status: 200, data: { eligible: true, eligibleAmount: 148000 } };
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Congratulations Amina!' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('Cancel goes to the homepage', async () => {
    api.reply = () => ({ status: 500, data: {} });
    const { router } = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'at /' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
