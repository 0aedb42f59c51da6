import { useTranslation } from '@onboarding/shared';
import { Button, LanguageSwitch, layout, TextField } from '@onboarding/shared/ui';
import { Navigate, useLocation, useNavigate } from '@onboarding/shared/router';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { getSso, signIn, SSO_START_URL } from '../../app/api';
import { errorMessage } from '../../app/errors';
import { homeFor, setSignedIn, signInReasonAtom, staffAtom } from '../../app/session';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../screens.module.css';
import { ssoFailureOf } from './sso-failure';

type Errors = Partial<Record<'email' | 'password' | 'code', string>>;

/** /sign-in: Email, Password and Authentication code; single sign-on when the server offers it. */
export function SignInScreen() {
  const { t } = useTranslation(BACKOFFICE_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const staff = useAtomValue(staffAtom);
  // A failed single sign-on comes back as ?sso=failed&reason=<code>: said once in words, then gone from the address.
  const [ssoFailure] = useState(() => ssoFailureOf(location.search));
  const [reason, setReason] = useAtom(signInReasonAtom);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sso, setSso] = useState<{ enabled: boolean; label?: string }>({ enabled: false });
  const heading = useRef<HTMLHeadingElement>(null);

  const ssoQuery = new URLSearchParams(location.search).has('sso');
  useEffect(() => {
    if (ssoQuery) navigate('/sign-in', { replace: true });
  }, [ssoQuery, navigate]);

  useEffect(() => {
    let live = true;
    getSso().then(
      (answer) => live && setSso(answer),
      () => {},
    );
    heading.current?.focus();
    return () => {
      live = false;
    };
  }, []);

  if (staff) return <Navigate to={homeFor(staff.role)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!email.trim()) found.email = t('signIn.emailRequired');
    if (!password) found.password = t('signIn.passwordRequired');
    if (!/^\d{6}$/.test(code.trim())) found.code = t('signIn.codeInvalid');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) {
      document.getElementById(`sign-in-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const session = await signIn({ email: email.trim(), password, code: code.trim() });
      setReason(null);
      setSignedIn(session);
      navigate(homeFor(session.staff.role), { replace: true });
    } catch (err) {
      setFailure(errorMessage(err));
      setCode('');
      setBusy(false);
    }
  };

  return (
    <main id="main" className={styles.centeredPage}>
      <LanguageSwitch className={styles.pageLanguage} />
      <section className={layout.screen} aria-labelledby="sign-in-title">
        <header className={layout.header}>
          <p className={styles.product}>{t('productName')}</p>
          <h1 id="sign-in-title" className={layout.title} ref={heading} tabIndex={-1}>
            {t('signIn.title')}
          </h1>
          <p className={layout.intro}>{t('signIn.intro')}</p>
        </header>
        {reason === 'ended' && (
          <p className={styles.notice} role="status">
            {t('errors.sessionEnded')}
          </p>
        )}
        {ssoFailure && (
          <p className={layout.alert} role="alert">
            {t(`signIn.ssoFailed.${ssoFailure}`)}
          </p>
        )}
        {reason === 'enrolled' && (
          <p className={styles.notice} role="status">
            {t('signIn.enrolled')}
          </p>
        )}
        <form className={layout.form} onSubmit={submit} noValidate>
          <TextField
            id="sign-in-email"
            label={t('signIn.email')}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
            required
          />
          <TextField
            id="sign-in-password"
            label={t('signIn.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            required
          />
          <TextField
            id="sign-in-code"
            label={t('signIn.code')}
            hint={t('signIn.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
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
              {t('signIn.submit')}
            </Button>
          </div>
        </form>
        {sso.enabled && (
          <p className={styles.sso}>
            <span>{t('signIn.or')}</span> <a href={SSO_START_URL}>{sso.label || t('signIn.sso')}</a>
          </p>
        )}
      </section>
    </main>
  );
}
