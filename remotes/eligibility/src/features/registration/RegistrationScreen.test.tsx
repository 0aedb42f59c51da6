import { DEFAULT_DASHBOARD_URL, setLanguage } from '@onboarding/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle, type Ref } from 'react';
import { bodyOf, fakeApi, never, renderScreen, type FakeApi } from '../../testing/test-support';
import RegistrationScreen from './RegistrationScreen';

// The captcha widget cannot run in jsdom: a button stands in for solving it. Toasts are recorded.
const notifyError = jest.fn();
// Both entries are mocked: the screen imports them, and `@onboarding/shared/ui` (its dialogs) re-exports them.
jest.mock('@onboarding/shared/ui/core', () => ({
  ...jest.requireActual('@onboarding/shared/ui/core'),
  notifyError: (text: string) => notifyError(text),
}));
jest.mock('@onboarding/shared/ui/form', () => ({
  ...jest.requireActual('@onboarding/shared/ui/form'),
  Captcha: function FakeCaptcha(props: { onVerify(t: string): void; ref?: Ref<{ reset(): void }> }) {
    useImperativeHandle(props.ref, () => ({ reset: () => undefined }), []);
    return (
      <button type="button" onClick={() => props.onVerify('captcha-answer')}>
        Solve captcha
      </button>
    );
  },
}));

const GENERIC = 'Oops! Something went wrong. Please try again later.';
let api: FakeApi;

beforeEach(() => {
  sessionStorage.clear();
  notifyError.mockReset();
  api = fakeApi();
});

const calls = (url: string) => api.requests.filter((r) => r.url === url);

async function register() {
  const user = userEvent.setup();
  const result = renderScreen('/login', <RegistrationScreen />, ['/email-check']);
  await user.type(screen.getByLabelText('Name'), 'Amina Yusuf');
  await user.type(screen.getByLabelText('Email'), 'amina@example.com');
  await user.type(screen.getByLabelText('Phone number'), '+14155552671');
  await user.click(await screen.findByRole('button', { name: 'Solve captcha' }));
  await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
  return { user, ...result };
}

/** Registers an address the server already knows: it answers with an email-action token and the modal opens. */
async function registerKnownEmail() {
  api.reply = (config) =>
    config.url === '/onboarding/register'
      ? { status: 200, data: { hasApplication: false, existedUser: true, token: 'email-action' } }
      : { status: 200, data: { success: true } };
  const { user } = await register();
  const dialog = await screen.findByRole('dialog', { name: 'You already have an application' });
  return { user, dialog };
}

describe('/login', () => {
  it('says beside the disabled CONTINUE which fields are still empty, until all three are filled', async () => {
    const user = userEvent.setup();
    renderScreen('/login', <RegistrationScreen />, []);
    const submit = screen.getByRole('button', { name: 'CONTINUE' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Fill in: name, email, and phone number');
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    expect(submit).toHaveAccessibleDescription('Fill in: name and phone number');
    await user.type(screen.getByLabelText('Name'), 'Amina Yusuf');
    await user.type(screen.getByLabelText('Phone number'), '+14155552671');
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/^Fill in:/)).not.toBeInTheDocument();
  });

  it('says what is missing in Arabic', async () => {
    await setLanguage('ar');
    const { unmount } = renderScreen('/login', <RegistrationScreen />, []);
    try {
      expect(screen.getByRole('button', { name: 'متابعة' })).toHaveAccessibleDescription(
        'يُرجى تعبئة: الاسم والبريد الإلكتروني ورقم الهاتف',
      );
    } finally {
      unmount();
      await setLanguage('en');
    }
  });

  it('a failed register says the generic text, not the server message', async () => {
    api.reply = () => ({ status: 400, data: { details: { error: 'Value is not a valid email address' } } });
    const { router } = await register();
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(GENERIC));
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(bodyOf(calls('/onboarding/register')[0])).toEqual({
      name: 'Amina Yusuf',
      email: 'amina@example.com',
      phone_number: '+14155552671',
      token_recaptcha: 'captcha-answer',
    });
  });

  it('a new applicant goes to /email-check with the login fields, not the captcha answer, kept in the tab', async () => {
    api.reply = () => ({ status: 200, data: {} });
    await register();
    expect(await screen.findByRole('heading', { name: 'at /email-check' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('eligibility.loginFields')!)).toEqual({
      name: 'Amina Yusuf',
      email: 'amina@example.com',
      phone_number: '+14155552671',
    });
  });

  it('START NEW APPLICATION sends the login data, token_recaptcha included, plus the token', async () => {
    const { user, dialog } = await registerKnownEmail();
    await user.click(within(dialog).getByRole('button', { name: 'START NEW APPLICATION' }));
    expect(await screen.findByRole('heading', { name: 'at /email-check' })).toBeInTheDocument();
    expect(bodyOf(calls('/onboarding/new-application')[0])).toEqual({
      name: 'Amina Yusuf',
      email: 'amina@example.com',
      phone_number: '+14155552671',
      token_recaptcha: 'captcha-answer',
      token: 'email-action',
    });
  });

  it('CONTINUE sends the same body to email-token', async () => {
    const { user, dialog } = await registerKnownEmail();
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByRole('heading', { name: 'at /email-check' })).toBeInTheDocument();
    expect(bodyOf(calls('/onboarding/email-token')[0])).toMatchObject({
      token_recaptcha: 'captcha-answer',
      token: 'email-action',
    });
  });

  describe('Thank you for applying !', () => {
    const underReview = { status: 200, data: { hasApplication: true, existedUser: true } };

    it('always has the Go to Dashboard link: the default until the config answers', async () => {
      api.reply = (config) => (config.url === '/onboarding/register' ? underReview : never());
      await register();
      const dialog = await screen.findByRole('dialog', { name: 'Thank you for applying !' });
      expect(within(dialog).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
        'href',
        DEFAULT_DASHBOARD_URL,
      );
    });

    it('keeps the default link when the config call fails', async () => {
      api.reply = (config) => (config.url === '/onboarding/register' ? underReview : { status: 503 });
      await register();
      const dialog = await screen.findByRole('dialog', { name: 'Thank you for applying !' });
      await waitFor(() => expect(calls('/onboarding/utils/config')).toHaveLength(1));
      expect(within(dialog).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
        'href',
        DEFAULT_DASHBOARD_URL,
      );
    });

    it('uses the configured dashboard once known', async () => {
      api.reply = (config) =>
        config.url === '/onboarding/register'
          ? underReview
          : {
              status: 200,
              data: {
                captcha: { provider: 'altcha' },
                dashboardUrl: 'https://dash.example',
                integrationUrl: '',
              },
            };
      await register();
      const dialog = await screen.findByRole('dialog', { name: 'Thank you for applying !' });
      await waitFor(() =>
        expect(within(dialog).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
          'href',
          'https://dash.example',
        ),
      );
    });
  });
});
