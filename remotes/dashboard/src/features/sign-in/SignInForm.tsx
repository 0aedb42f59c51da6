import { zodResolver } from '@hookform/resolvers/zod';
import { requestSignInLink, translateMessage, useTranslation } from '@onboarding/shared';
import { signInLinkBodySchema } from '@onboarding/shared/dashboard';
import { serverRefusal } from '@onboarding/shared/documents';
import {
  Button,
  Captcha,
  layout,
  notifyError,
  ScreenHeader,
  TextField,
  useCaptchaAnswer,
} from '@onboarding/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DASHBOARD_NS } from '../../i18n';
import { setStaySignedIn, wantsToStaySignedIn } from '../../lib/devices';
import type { SignedOutNotice } from '../../lib/use-dashboard-session';
import styles from './sign-in.module.css';

const emailSchema = signInLinkBodySchema.pick({ email: true });
type EmailFields = { email: string };

/**
 * No session: the email the applicant applied with and the human check, then the server's answer, which is the same
 * whether the address is known or not (so it is shown as it comes, never as a success of our own).
 */
export function SignInForm({ notice }: { notice: SignedOutNotice }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const captcha = useCaptchaAnswer();
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  // Kept with the device, not the tab: the mailed link usually opens in another tab of the same browser.
  const [keep, setKeep] = useState(wantsToStaySignedIn);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailFields>({
    resolver: zodResolver(emailSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const send = async ({ email }: EmailFields) => {
    if (!captcha.token) {
      setCaptchaMissing(true);
      return;
    }
    setCaptchaMissing(false);
    setSending(true);
    try {
      const { message } = await requestSignInLink({ email, captcha: captcha.token });
      setAnswer(message);
    } catch (err) {
      notifyError(serverRefusal(err)?.message ?? t('errors.generic'));
    } finally {
      // A human check's answer is good for one request.
      captcha.reset();
      setSending(false);
    }
  };

  return (
    <section className={`${layout.screen} ${layout.compact}`} aria-labelledby="sign-in-title">
      <ScreenHeader id="sign-in-title" title={t('signIn.title')} intro={t('signIn.intro')} />
      {notice && (
        <p className={layout.alert} role="alert">
          {t(`signIn.${notice}`)}
        </p>
      )}
      {answer ? (
        <div className={styles.sent}>
          <p className={layout.panel} role="status">
            {translateMessage(answer)}
          </p>
          <div className={layout.actions}>
            <Button variant="secondary" onClick={() => setAnswer(null)}>
              {t('signIn.sendAnother')}
            </Button>
          </div>
        </div>
      ) : (
        <form
          className={layout.form}
          aria-labelledby="sign-in-title"
          noValidate
          onSubmit={(e) => void handleSubmit(send)(e)}
        >
          <TextField
            label={t('signIn.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.email ? t('signIn.emailInvalid') : null}
            {...register('email')}
          />
          <label className={styles.keep}>
            <input
              type="checkbox"
              checked={keep}
              onChange={(e) => {
                setKeep(e.target.checked);
                setStaySignedIn(e.target.checked);
              }}
            />
            <span>{t('signIn.keep')}</span>
          </label>
          <Captcha className={styles.captcha} {...captcha.props} />
          {captchaMissing && !captcha.token && (
            <p className={layout.alert} role="alert">
              {t('signIn.captchaRequired')}
            </p>
          )}
          <div className={layout.actions}>
            <Button type="submit" loading={sending}>
              {sending ? t('signIn.sending') : t('signIn.send')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
