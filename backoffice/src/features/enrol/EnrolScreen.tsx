import { ltrText, useTranslation } from '@onboarding/shared';
import { Button, layout, notifySuccess, Spinner, TextField } from '@onboarding/shared/ui';
import { useNavigate } from '@onboarding/shared/router';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { renderSVG } from 'uqr';
import { finishEnrolment, getEnrolment, type Enrolment } from '../../app/api';
import { errorMessage } from '../../app/errors';
import { signInReasonAtom } from '../../app/session';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../screens.module.css';
import { enrolmentToken, forgetEnrolmentToken } from './enrolment-token';

export const PASSWORD_MIN = 12;

type Errors = Partial<Record<'password' | 'confirm' | 'code', string>>;

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
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (password.length < PASSWORD_MIN) found.password = t('enrol.passwordShort');
    else if (confirm !== password) found.confirm = t('enrol.passwordMismatch');
    if (!/^\d{6}$/.test(code.trim())) found.code = t('enrol.codeInvalid');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) {
      document.getElementById(`enrol-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await finishEnrolment({ token: token!, password, code: code.trim() });
      forgetEnrolmentToken();
      setReason('enrolled');
      navigate('/sign-in', { replace: true });
    } catch (err) {
      setFailure(errorMessage(err));
      setBusy(false);
    }
  };

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
    <main id="main" className={styles.centeredPage}>
      <section className={layout.screen} aria-labelledby="enrol-title" aria-busy={!enrolment && !loadError}>
        <header className={layout.header}>
          <p className={styles.product}>{t('productName')}</p>
          <h1 id="enrol-title" className={layout.title} ref={heading} tabIndex={-1}>
            {t('enrol.title')}
          </h1>
          {enrolment && (
            <p className={layout.intro}>
              {t('enrol.intro', { email: ltrText(enrolment.email), role: t(`roles.${enrolment.role}`) })}
            </p>
          )}
        </header>
        {loadError && (
          <p className={layout.alert} role="alert">
            {loadError}
          </p>
        )}
        {!enrolment && !loadError && <Spinner />}
        {enrolment && (
          <form className={layout.form} onSubmit={submit} noValidate>
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
              id="enrol-password"
              label={t('enrol.password')}
              hint={t('enrol.passwordHint')}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
              required
            />
            <TextField
              id="enrol-confirm"
              label={t('enrol.confirm')}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              error={errors.confirm}
              required
            />
            <h2 className={styles.step}>{t('enrol.step3')}</h2>
            <TextField
              id="enrol-code"
              label={t('enrol.code')}
              hint={t('enrol.codeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\s/g, ''))}
              error={errors.code}
              required
            />
            {failure && (
              <p className={layout.alert} role="alert">
                {failure}
              </p>
            )}
            <div className={layout.actions}>
              <Button type="submit" loading={busy} fullWidth>
                {t('enrol.submit')}
              </Button>
            </div>
          </form>
        )}
      </section>
    </main>
  );
}
