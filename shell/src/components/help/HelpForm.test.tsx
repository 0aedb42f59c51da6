import { userEmailAtom } from '@onboarding/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { createStore, Provider } from 'jotai';
import { useImperativeHandle } from 'react';
import '../../test-utils';
import { HelpSection } from './HelpSection';

// The boundary of the form: the API call, the captcha widget (a proof-of-work widget cannot run in jsdom) and the
// toasts. Everything else (react-hook-form, the shared schema, the texts) is the real thing.
const sendHelp = jest.fn();
const notifySuccess = jest.fn();
const notifyError = jest.fn();
const captchaReset = jest.fn();
let captchaProps: { onVerify(t: string): void; onExpire?(): void; onError?(): void } | null = null;

jest.mock('@onboarding/shared', () => ({
  ...jest.requireActual('@onboarding/shared'),
  sendHelp: (...args: unknown[]) => sendHelp(...args),
}));
jest.mock('@onboarding/shared/ui', () => ({
  ...jest.requireActual('@onboarding/shared/ui'),
  notifySuccess: (text: string) => notifySuccess(text),
  notifyError: (text: string) => notifyError(text),
  Captcha: function FakeCaptcha(props: {
    onVerify(t: string): void;
    onExpire?(): void;
    onError?(): void;
    ref?: React.Ref<{ reset(): void }>;
  }) {
    captchaProps = props;
    useImperativeHandle(props.ref, () => ({ reset: captchaReset }), []);
    return (
      <button type="button" onClick={() => props.onVerify('solved-token')}>
        Solve captcha
      </button>
    );
  },
}));

function renderHelp({ email = '' } = {}) {
  const store = createStore();
  store.set(userEmailAtom, email);
  render(
    <Provider store={store}>
      <HelpSection />
    </Provider>,
  );
  return store;
}

async function openForm() {
  await userEvent.click(screen.getByRole('link', { name: "We're here if you need help!" }));
  return screen.findByRole('form', { name: 'Help request' });
}

beforeEach(() => {
  sendHelp.mockReset();
  notifySuccess.mockReset();
  notifyError.mockReset();
  captchaReset.mockReset();
  captchaProps = null;
});

describe('help link', () => {
  it('is a link that toggles the form open and closed', async () => {
    renderHelp();
    const link = screen.getByRole('link', { name: "We're here if you need help!" });
    expect(screen.queryByRole('button', { name: "We're here if you need help!" })).not.toBeInTheDocument();
    expect(link).toHaveAttribute('aria-expanded', 'false');
    expect(link).not.toHaveAttribute('aria-controls');
    const form = await openForm();
    expect(link).toHaveAttribute('aria-expanded', 'true');
    expect(link).toHaveAttribute('aria-controls', form.id);
    expect(link).toHaveAttribute('href', `#${form.id}`);
    // The click toggles in place: the address does not change.
    expect(window.location.hash).toBe('');
    await userEvent.click(link);
    expect(screen.queryByRole('form', { name: 'Help request' })).not.toBeInTheDocument();
    expect(link).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: Enter on the link opens and closes the form', async () => {
    renderHelp();
    const link = screen.getByRole('link', { name: "We're here if you need help!" });
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('form', { name: 'Help request' })).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-expanded', 'true');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('form', { name: 'Help request' })).not.toBeInTheDocument();
  });
});

describe('help form fields', () => {
  it("asks for an email only while the applicant's email is unknown", async () => {
    renderHelp();
    await openForm();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toBeInTheDocument();
  });

  it('does not ask for the email when check-user gave it', async () => {
    renderHelp({ email: 'known@example.com' });
    await openForm();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('keeps SUBMIT disabled and the captcha hidden until the required fields are filled', async () => {
    renderHelp();
    await openForm();
    const submit = screen.getByRole('button', { name: 'SUBMIT' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Notes'), 'I need help');
    expect(submit).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Solve captcha' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    expect(submit).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Solve captcha' })).toBeInTheDocument();
  });

  it('with a known email, needs only the note', async () => {
    renderHelp({ email: 'known@example.com' });
    await openForm();
    await userEvent.type(screen.getByLabelText('Notes'), 'Hello');
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
  });
});

describe('help form validation messages', () => {
  it('requires the note once it has been left empty', async () => {
    renderHelp({ email: 'known@example.com' });
    await openForm();
    await userEvent.click(screen.getByLabelText('Notes'));
    await userEvent.tab();
    expect(await screen.findByText('Value is required')).toBeInTheDocument();
  });

  it('wants at least 3 and at most 200 characters in the note', async () => {
    renderHelp({ email: 'known@example.com' });
    await openForm();
    const notes = screen.getByLabelText('Notes');
    await userEvent.type(notes, 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('This field should be at least 3 characters long')).toBeInTheDocument();
    await userEvent.clear(notes);
    await userEvent.click(notes);
    await userEvent.paste('x'.repeat(201));
    expect(await screen.findByText('The maximum length allowed is 200')).toBeInTheDocument();
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    expect(sendHelp).not.toHaveBeenCalled();
  });

  it('refuses an email that is not one', async () => {
    renderHelp();
    await openForm();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.tab();
    expect(await screen.findByText('Value is not a valid email address')).toBeInTheDocument();
  });
});

describe('help form submission', () => {
  async function fillValid() {
    await openForm();
    await userEvent.type(screen.getByLabelText('Email'), 'amina@example.com');
    await userEvent.type(screen.getByLabelText('Notes'), 'Please call me back');
  }

  it('asks for the captcha first, with a toast, and resets it', async () => {
    renderHelp();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(notifyError).toHaveBeenCalledWith('Please complete the reCAPTCHA challenge');
    expect(captchaReset).toHaveBeenCalled();
    expect(sendHelp).not.toHaveBeenCalled();
  });

  it('sends the request, says so, then clears and closes the form', async () => {
    sendHelp.mockResolvedValue({});
    renderHelp();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(sendHelp).toHaveBeenCalledWith({
      email: 'amina@example.com',
      note: 'Please call me back',
      token_recaptcha: 'solved-token',
    });
    expect(notifySuccess).toHaveBeenCalledWith('Your message has been received!');
    expect(screen.queryByRole('form', { name: 'Help request' })).not.toBeInTheDocument();
    await openForm();
    expect(screen.getByLabelText('Notes')).toHaveValue('');
  });

  it('sends the known email when the field is hidden', async () => {
    sendHelp.mockResolvedValue({});
    renderHelp({ email: 'known@example.com' });
    await openForm();
    await userEvent.type(screen.getByLabelText('Notes'), 'Hello there');
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(sendHelp).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'known@example.com', note: 'Hello there' }),
    );
  });

  it("shows the server's message when the call fails, and resets the captcha", async () => {
    const response = {
      status: 429,
      statusText: '',
      headers: {},
      config: { headers: new AxiosHeaders() },
      data: { details: { error: 'Too many requests, try later' } },
    };
    sendHelp.mockRejectedValue(new AxiosError('429', 'ERR_BAD_REQUEST', undefined, undefined, response));
    renderHelp();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(notifyError).toHaveBeenCalledWith('Too many requests, try later');
    expect(captchaReset).toHaveBeenCalled();
    expect(screen.getByRole('form', { name: 'Help request' })).toBeInTheDocument();
  });

  it('falls back to the generic failure text without a server message', async () => {
    sendHelp.mockRejectedValue(new Error('Network Error'));
    renderHelp();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(notifyError).toHaveBeenCalledWith('Oops! Something went wrong. Please try again later.');
  });

  it('reports an expired or failed captcha and resets it', async () => {
    renderHelp();
    await fillValid();
    captchaProps!.onExpire!();
    expect(notifyError).toHaveBeenCalledWith('expired reCAPTCHA!');
    captchaProps!.onError!();
    expect(notifyError).toHaveBeenCalledWith('fail reCAPTCHA!');
    expect(captchaReset).toHaveBeenCalledTimes(2);
  });
});
