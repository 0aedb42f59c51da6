import { lazy, Suspense, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type {} from 'altcha/types/react'; // <altcha-widget> in JSX
import type ReCAPTCHAType from 'react-google-recaptcha';
import { getRuntimeConfig, useCommonTranslation, type RuntimeConfig } from './shared';
import styles from './Captcha.module.css';
import { Spinner } from '@onboarding/shared/ui/core';

/** Where the ALTCHA widget fetches its challenge (spec: a human check before register, resend, help). */
export const ALTCHA_CHALLENGE_URL = '/api/onboarding/utils/altcha-challenge';

export interface CaptchaHandle {
  /** Back to unsolved: after every submit attempt, when the tab becomes visible again, after expiry. */
  reset(): void;
}

export interface CaptchaProps {
  /** The token to send as token_recaptcha (ALTCHA payload or reCAPTCHA response). */
  onVerify: (token: string) => void;
  onExpire?: () => void;
  onError?: () => void;
  className?: string;
  ref?: Ref<CaptchaHandle>;
}

type Provider = RuntimeConfig['captcha'];

// Both widgets are loaded only when a captcha is shown, so the welcome page does not pay for them.
const ReCAPTCHA = lazy(() => import('react-google-recaptcha'));
let altchaLoading: Promise<unknown> | null = null;
/** The widget, and its own texts in the page's language (it has English built in). */
function loadAltcha(lng: string): Promise<unknown> {
  altchaLoading ??= import('altcha').catch((err: unknown) => {
    altchaLoading = null;
    throw err;
  });
  return lng === 'ar' ? altchaLoading.then(() => import('altcha/i18n/ar')) : altchaLoading;
}

type AltchaElement = HTMLElement & { reset?: () => void };

/** The human check: ALTCHA by default, reCAPTCHA when the runtime config names it. */
export function Captcha({ onVerify, onExpire, onError, className, ref }: CaptchaProps) {
  const { t, i18n } = useCommonTranslation();
  const lng = i18n.language;
  const [provider, setProvider] = useState<Provider | null>(null);
  const altchaRef = useRef<AltchaElement | null>(null);
  const recaptchaRef = useRef<ReCAPTCHAType | null>(null);
  // Latest callbacks without re-binding the widget's listeners on every render.
  const handlers = useRef({ onVerify, onExpire, onError });
  useEffect(() => {
    handlers.current = { onVerify, onExpire, onError };
  });

  useEffect(() => {
    let active = true;
    getRuntimeConfig()
      .then((config) => active && setProvider(config.captcha))
      // Without the config the self-hosted check still works.
      .catch(() => active && setProvider({ provider: 'altcha' }));
    return () => {
      active = false;
    };
  }, []);

  const useAltcha = provider?.provider === 'altcha';

  useEffect(() => {
    if (!useAltcha) return;
    let active = true;
    loadAltcha(lng).catch(() => {
      if (active) handlers.current.onError?.();
    });
    const el = altchaRef.current;
    if (!el) return;
    const verified = (e: Event) => {
      const payload = (e as CustomEvent<{ payload?: string }>).detail?.payload;
      if (payload) handlers.current.onVerify(payload);
    };
    const expired = () => handlers.current.onExpire?.();
    const stateChanged = (e: Event) => {
      if ((e as CustomEvent<{ state?: string }>).detail?.state === 'error') handlers.current.onError?.();
    };
    el.addEventListener('verified', verified);
    el.addEventListener('expired', expired);
    el.addEventListener('statechange', stateChanged);
    return () => {
      active = false;
      el.removeEventListener('verified', verified);
      el.removeEventListener('expired', expired);
      el.removeEventListener('statechange', stateChanged);
    };
  }, [useAltcha, lng]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        altchaRef.current?.reset?.();
        recaptchaRef.current?.reset();
      },
    }),
    [],
  );

  const classes = [styles.captcha, className].filter(Boolean).join(' ');
  if (!provider) {
    return (
      <div className={classes}>
        <Spinner label={t('captcha.loading')} />
      </div>
    );
  }
  return (
    <div className={classes} role="group" aria-label={t('captcha.label')}>
      {provider.provider === 'recaptcha' && provider.siteKey ? (
        <Suspense fallback={<Spinner label={t('captcha.loading')} />}>
          <ReCAPTCHA
            ref={recaptchaRef}
            sitekey={provider.siteKey}
            onChange={(token) => {
              // null means the answer expired; onExpired reports that.
              if (token) handlers.current.onVerify(token);
            }}
            onExpired={() => handlers.current.onExpire?.()}
            onErrored={() => handlers.current.onError?.()}
          />
        </Suspense>
      ) : (
        <altcha-widget
          ref={altchaRef}
          challenge={ALTCHA_CHALLENGE_URL}
          name="token_recaptcha"
          language={lng}
        />
      )}
    </div>
  );
}
