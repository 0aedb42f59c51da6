import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, createRef } from 'react';
import { api } from '../api/client';
import { resetRuntimeConfig } from '../api/config';
import { fakeAdapter } from '../api/test-adapter';
import { ALTCHA_CHALLENGE_URL, Captcha, type CaptchaHandle } from './Captcha';

// jsdom has no Web Crypto workers for the real widget: the element stays an unupgraded
// <altcha-widget>, and the tests fire the events the widget documents (verified, expired, statechange).
jest.mock('altcha', () => ({}));

const recaptchaReset = jest.fn();
jest.mock('react-google-recaptcha', () => {
  type Props = {
    sitekey: string;
    onChange: (t: string | null) => void;
    onExpired: () => void;
    onErrored: () => void;
  };
  return {
    __esModule: true,
    default: class FakeReCAPTCHA extends Component<Props> {
      reset() {
        recaptchaReset();
      }
      override render() {
        const { sitekey, onChange, onExpired, onErrored } = this.props;
        return (
          <div data-sitekey={sitekey}>
            <button onClick={() => onChange('g-token')}>solve</button>
            <button onClick={() => onChange(null)}>null</button>
            <button onClick={onExpired}>expire</button>
            <button onClick={onErrored}>error</button>
          </div>
        );
      }
    },
  };
});

const originalAdapter = api.defaults.adapter;
function serveConfig(captcha: object | null) {
  api.defaults.adapter = fakeAdapter(() =>
    captcha ? { status: 200, data: { captcha, dashboardUrl: '', integrationUrl: '' } } : { status: 500 },
  ).adapter;
}

afterEach(() => {
  api.defaults.adapter = originalAdapter;
  resetRuntimeConfig();
  recaptchaReset.mockClear();
});

async function altchaWidget(container: HTMLElement) {
  return waitFor(() => {
    const el = container.querySelector('altcha-widget');
    if (!el) throw new Error('no widget yet');
    return el as HTMLElement & { reset?: () => void };
  });
}

describe('Captcha with ALTCHA (default)', () => {
  it('asks the API for a challenge and passes the payload on when verified', async () => {
    serveConfig({ provider: 'altcha' });
    const onVerify = jest.fn();
    const { container } = render(<Captcha onVerify={onVerify} />);
    const widget = await altchaWidget(container);
    expect(widget.getAttribute('challenge')).toBe(ALTCHA_CHALLENGE_URL);
    act(() => {
      widget.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'eyJwYXlsb2FkIjoxfQ==' } }));
    });
    expect(onVerify).toHaveBeenCalledWith('eyJwYXlsb2FkIjoxfQ==');
  });

  it('reports expiry and errors, and reset() resets the widget', async () => {
    serveConfig(null); // config unavailable: still ALTCHA
    const onExpire = jest.fn();
    const onError = jest.fn();
    const ref = createRef<CaptchaHandle>();
    const { container } = render(
      <Captcha ref={ref} onVerify={() => {}} onExpire={onExpire} onError={onError} />,
    );
    const widget = await altchaWidget(container);
    widget.reset = jest.fn();
    act(() => {
      widget.dispatchEvent(new CustomEvent('expired'));
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verifying' } }));
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'error' } }));
    });
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    ref.current!.reset();
    expect(widget.reset).toHaveBeenCalledTimes(1);
  });

  it('calls the latest callbacks after a re-render', async () => {
    serveConfig({ provider: 'altcha' });
    const first = jest.fn();
    const second = jest.fn();
    const { container, rerender } = render(<Captcha onVerify={first} />);
    const widget = await altchaWidget(container);
    rerender(<Captcha onVerify={second} />);
    act(() => {
      widget.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'p' } }));
    });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('p');
  });
});

describe('Captcha with reCAPTCHA', () => {
  it('renders Google reCAPTCHA with the site key and maps its callbacks', async () => {
    serveConfig({ provider: 'recaptcha', siteKey: 'site-key-1' });
    const user = userEvent.setup();
    const onVerify = jest.fn();
    const onExpire = jest.fn();
    const onError = jest.fn();
    const ref = createRef<CaptchaHandle>();
    const { container } = render(
      <Captcha ref={ref} onVerify={onVerify} onExpire={onExpire} onError={onError} />,
    );
    await user.click(await screen.findByRole('button', { name: 'solve' }));
    expect(onVerify).toHaveBeenCalledWith('g-token');
    expect(container.querySelector('[data-sitekey="site-key-1"]')).not.toBeNull();
    expect(container.querySelector('altcha-widget')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'null' }));
    expect(onVerify).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'expire' }));
    expect(onExpire).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'error' }));
    expect(onError).toHaveBeenCalledTimes(1);
    ref.current!.reset();
    expect(recaptchaReset).toHaveBeenCalledTimes(1);
  });

  it('falls back to ALTCHA when reCAPTCHA has no site key', async () => {
    serveConfig({ provider: 'recaptcha' });
    const { container } = render(<Captcha onVerify={() => {}} />);
    await altchaWidget(container);
  });
});
