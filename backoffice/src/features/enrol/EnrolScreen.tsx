import { ltrText, useTranslation } from '@onboarding/shared';
import { Button, layout, notifySuccess, Spinner, TextField } from '@onboarding/shared/ui';
import { isAuthenticatorCode, withoutSpaces } from '../../app/authenticator-code';
import { AuthScreen, FormEnd, useStaffForm } from '../../app/components/StaffForm';
import { useNavigate } from '@onboarding/shared/router';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { renderSVG } from 'uqr';
import { finishEnrolment, getEnrolment, type Enrolment } from '../../app/api';
import { errorMessage } from '../../app/errors';
import { signInReasonAtom } from '../../app/session';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../screens.module.css';
import { enrolmentToken, forgetEnrolmentToken } from './enrolment-token';

export const PASSWORD_MIN = 12;

/**
 * /enrol#token=…: the invitation's link. Shows the account (email and role), the authenticator secret as a QR code
 * and as text, and asks for a new password and a code of the new authenticator; then on to sign in.
 */
export function EnrolScreen() {
  const { t } = useTranslation(BACKOFFICE_NS);
  const navigate = useNavigate();
  const setReason = useSetAtom(signInReasonAtom);
  const token = enrolmentToken();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [loadError, setLoadError] = useState<string | null>(token ? null : t('enrol.noToken'));
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    getEnrolment(token).then(
      (answer) => live && setEnrolment(answer),
      (err: unknown) => live && setLoadError(errorMessage(err)),
    );
    return () => {
      live = false;
    };
  }, [token]);

  useEffect(() => {
    heading.current?.focus();
  }, [enrolment, loadError]);

  const qr = useMemo(
    () =>
      enrolment
        ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(enrolment.otpauthUri, { border: 4 }))}`
        : null,
    [enrolment],
  );

  const form = useStaffForm({
    id: 'enrol',
    initial: { password: '', confirm: '', code: '' },
    validate: ({ password, confirm, code }) => ({
      ...(password.length < PASSWORD_MIN
        ? { password: t('enrol.passwordShort') }
        : confirm !== password
          ? { confirm: t('enrol.passwordMismatch') }
          : {}),
      ...(isAuthenticatorCode(code) ? {} : { code: t('enrol.codeInvalid') }),
    }),
    send: async ({ password, code }) => {
      await finishEnrolment({ token: token!, password, code: code.trim() });
      forgetEnrolmentToken();
      setReason('enrolled');
      navigate('/sign-in', { replace: true });
    },
    leaves: true,
  });

  const copy = async () => {
    if (!enrolment) return;
    try {
      await navigator.clipboard.writeText(enrolment.secret);
      notifySuccess(t('enrol.copied'));
    } catch {
      // No clipboard (permissions): the key is selectable text all the same.
    }
  };

  return (
    <AuthScreen
      id="enrol"
      title={t('enrol.title')}
      intro={
        enrolment && t('enrol.intro', { email: ltrText(enrolment.email), role: t(`roles.${enrolment.role}`) })
      }
      headingRef={heading}
      busy={!enrolment && !loadError}
    >
      {loadError && (
        <p className={layout.alert} role="alert">
          {loadError}
        </p>
      )}
      {!enrolment && !loadError && <Spinner />}
      {enrolment && (
        <form className={layout.form} onSubmit={(e) => void form.onSubmit(e)} noValidate>
          <h2 className={styles.step}>{t('enrol.step1')}</h2>
          {qr && <img className={styles.qr} src={qr} alt={t('enrol.qrAlt')} width={240} height={240} />}
          <div className={styles.secret}>
            <span id="enrol-secret-label">{t('enrol.secretLabel')}</span>
            <code aria-labelledby="enrol-secret-label" data-testid="enrol-secret" dir="ltr">
              {enrolment.secret}
            </code>
            <Button variant="link" onClick={() => void copy()}>
              {t('enrol.copy')}
            </Button>
          </div>
          <h2 className={styles.step}>{t('enrol.step2')}</h2>
          <TextField
            {...form.field('password')}
            label={t('enrol.password')}
            hint={t('enrol.passwordHint')}
            type="password"
            autoComplete="new-password"
          />
          <TextField
            {...form.field('confirm')}
            label={t('enrol.confirm')}
            type="password"
            autoComplete="new-password"
          />
          <h2 className={styles.step}>{t('enrol.step3')}</h2>
          <TextField
            {...form.field('code', withoutSpaces)}
            label={t('enrol.code')}
            hint={t('enrol.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <FormEnd failure={form.failure} busy={form.busy} label={t('enrol.submit')} />
        </form>
      )}
    </AuthScreen>
  );
}
