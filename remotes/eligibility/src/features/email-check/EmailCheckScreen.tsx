import { COMMON_NS, errorMessage, loginDataAtom, resendEmail, useTranslation } from '@onboarding/shared';
import {
  buttonClassName,
  Captcha,
  layout,
  notifyError,
  notifySuccess,
  useCaptchaAnswer,
} from '@onboarding/shared/ui';
import { useAtomValue } from 'jotai';
import { useRef, useState, type MouseEvent } from 'react';
import { Link } from '@onboarding/shared/router';
import { ELIGIBILITY_NS } from '../../i18n';
import screen from '../../components/screen.module.css';
import styles from './email-check.module.css';
import { rememberedLoginFields } from '../../lib/remembered-login';

/**
 * /email-check: the link is on its way. Resend email first shows the captcha; solving it resends with the login
 * data kept from registration (a new captcha answer each time, since one answer is good for one call), from the
 * client state or, after a reload, from what registration remembered in the tab.
 */
export default function EmailCheckScreen() {
  const { t } = useTranslation(ELIGIBILITY_NS);
  const { t: tc } = useTranslation(COMMON_NS);
  const loginData = useAtomValue(loginDataAtom);
  // After a reload the client state is empty: the fields registration remembered in this tab still resend.
  const [remembered] = useState(rememberedLoginFields);
  const loginFields = loginData ?? remembered;
  const [captchaShown, setCaptchaShown] = useState(false);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const captcha = useCaptchaAnswer();

  const resend = async (token: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      if (!loginFields) throw new Error('no login data to resend');
      await resendEmail({ ...loginFields, token_recaptcha: token });
      notifySuccess(tc('emailSent'));
    } catch (err) {
      notifyError(errorMessage(err, tc('resendFailure')));
    } finally {
      inFlight.current = false;
      setSending(false);
      captcha.reset();
    }
  };

  // Resend email is a link (spec: "Links: Resend email and Go to homepage") that acts here instead of navigating.
  const onResendClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (!captchaShown) {
      setCaptchaShown(true);
      return;
    }
    if (captcha.token) void resend(captcha.token);
    else notifyError(tc('captchaRequired'));
  };

  return (
    <section className={layout.centered} aria-labelledby="email-check-title">
      <h1 id="email-check-title" className={layout.title}>
        {t('emailCheck.title')}
      </h1>
      <p className={layout.text}>{t('emailCheck.text')}</p>
      {captchaShown && (
        <Captcha
          className={styles.captcha}
          {...captcha.props}
          onVerify={(token) => {
            captcha.props.onVerify(token);
            void resend(token);
          }}
        />
      )}
      <div className={screen.links}>
        <a
          className={screen.link}
          href="#"
          aria-disabled={sending || undefined}
          aria-busy={sending || undefined}
          onClick={onResendClick}
        >
          {t('emailCheck.resend')}
        </a>
        <Link className={buttonClassName('link')} to="/">
          {t('emailCheck.home')}
        </Link>
      </div>
    </section>
  );
}
