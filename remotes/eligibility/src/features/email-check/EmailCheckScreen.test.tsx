import { loginDataAtom } from '@onboarding/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { useImperativeHandle, type Ref } from 'react';
import { bodyOf, fakeApi, renderScreen, type FakeApi } from '../../testing/test-support';
import EmailCheckScreen from './EmailCheckScreen';

const notifyError = jest.fn();
const notifySuccess = jest.fn();
jest.mock('@onboarding/shared/ui', () => ({
  ...jest.requireActual('@onboarding/shared/ui'),
  notifyError: (text: string) => notifyError(text),
  notifySuccess: (text: string) => notifySuccess(text),
  Captcha: function FakeCaptcha(props: { onVerify(t: string): void; ref?: Ref<{ reset(): void }> }) {
    useImperativeHandle(props.ref, () => ({ reset: () => undefined }), []);
    return (
      <button type="button" onClick={() => props.onVerify('fresh-answer')}>
        Solve captcha
      </button>
    );
  },
}));

const LOGIN = {
  name: 'Amina',
  email: 'amina@example.com',
  phone_number: '+14155552671',
  token_recaptcha: 'spent',
};
let api: FakeApi;

beforeEach(() => {
  sessionStorage.clear();
  notifyError.mockReset();
  notifySuccess.mockReset();
  api = fakeApi();
});

function show() {
  const store = createStore();
  store.set(loginDataAtom, LOGIN);
  return renderScreen('/email-check', <EmailCheckScreen />, ['/'], store);
}

const resends = () => api.requests.filter((r) => r.url === '/onboarding/resend_email');

describe('/email-check', () => {
  it('has two links: Resend email and Go to homepage', () => {
    show();
    expect(screen.getByRole('heading', { name: 'Check Your Email!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resend email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Resend email' })).not.toBeInTheDocument();
  });

  it('the first click on Resend shows the captcha; solving it resends with a fresh answer', async () => {
    const { router } = show();
    const resend = screen.getByRole('link', { name: 'Resend email' });
    expect(screen.queryByRole('button', { name: 'Solve captcha' })).not.toBeInTheDocument();
    await userEvent.click(resend);
    expect(router.state.location.pathname).toBe('/email-check');
    expect(resends()).toHaveLength(0);
    // Clicked again before solving: refused.
    await userEvent.click(resend);
    expect(notifyError).toHaveBeenCalledWith('Please complete the reCAPTCHA challenge');
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Email sent successfully'));
    expect(bodyOf(resends()[0])).toEqual({ ...LOGIN, token_recaptcha: 'fresh-answer' });
  });

  it('after a reload (no client state), resends with the login fields registration remembered in the tab', async () => {
    sessionStorage.setItem(
      'eligibility.loginFields',
      JSON.stringify({ name: 'Amina', email: 'amina@example.com', phone_number: '+14155552671' }),
    );
    renderScreen('/email-check', <EmailCheckScreen />, ['/'], createStore());
    await userEvent.click(screen.getByRole('link', { name: 'Resend email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Email sent successfully'));
    expect(bodyOf(resends()[0])).toEqual({ ...LOGIN, token_recaptcha: 'fresh-answer' });
  });

  it('works from the keyboard: Enter on the link shows the captcha', async () => {
    show();
    screen.getByRole('link', { name: 'Resend email' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Solve captcha' })).toBeInTheDocument();
  });

  it("a failed resend says the server's details.error, or Oops! Something went wrong. when none", async () => {
    show();
    await userEvent.click(screen.getByRole('link', { name: 'Resend email' }));
    api.reply = () => ({ status: 429, data: { details: { error: 'Too many emails. Try again later.' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Too many emails. Try again later.'));
    api.reply = () => ({ status: 502, data: 'Bad Gateway' });
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Oops! Something went wrong.'));
  });
});
