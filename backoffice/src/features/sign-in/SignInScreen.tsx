import { useTranslation } from '@onboarding/shared';
import { LanguageSwitch, layout, TextField } from '@onboarding/shared/ui';
import { Navigate, useLocation, useNavigate } from '@onboarding/shared/router';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { getSso, signIn, SSO_START_URL } from '../../app/api';
import { isAuthenticatorCode, withoutSpaces } from '../../app/authenticator-code';
import { AuthScreen, FormEnd, useStaffForm } from '../../app/components/StaffForm';
import { homeFor, setSignedIn, signInReasonAtom, staffAtom } from '../../app/session';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../screens.module.css';
import { ssoFailureOf } from './sso-failure';

/** /sign-in: Email, Password and Authentication code; single sign-on when the server offers it. */
export function SignInScreen() {
  const { t } = useTranslation(BACKOFFICE_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const staff = useAtomValue(staffAtom);
  // A failed single sign-on comes back as ?sso=failed&reason=<code>: said once in words, then gone from the address.
  const [ssoFailure] = useState(() => ssoFailureOf(location.search));
  const [reason, setReason] = useAtom(signInReasonAtom);
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

  const form = useStaffForm({
    id: 'sign-in',
    initial: { email: '', password: '', code: '' },
    validate: ({ email, password, code }) => ({
      ...(email.trim() ? {} : { email: t('signIn.emailRequired') }),
      ...(password ? {} : { password: t('signIn.passwordRequired') }),
      ...(isAuthenticatorCode(code) ? {} : { code: t('signIn.codeInvalid') }),
    }),
    send: async ({ email, password, code }) => {
      const session = await signIn({ email: email.trim(), password, code: code.trim() });
      setReason(null);
      setSignedIn(session);
      navigate(homeFor(session.staff.role), { replace: true });
    },
    leaves: true,
    // A code is good once: the next try needs the next one.
    refused: (set) => set('code', ''),
  });

  if (staff) return <Navigate to={homeFor(staff.role)} replace />;

  return (
    <AuthScreen
      id="sign-in"
      title={t('signIn.title')}
      intro={t('signIn.intro')}
      headingRef={heading}
      above={<LanguageSwitch className={styles.pageLanguage} />}
    >
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
      <form className={layout.form} onSubmit={(e) => void form.onSubmit(e)} noValidate>
        <TextField {...form.field('email')} label={t('signIn.email')} type="email" autoComplete="username" />
        <TextField
          {...form.field('password')}
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
        />
        <TextField
          {...form.field('code', withoutSpaces)}
          label={t('signIn.code')}
          hint={t('signIn.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
        />
        <FormEnd failure={form.failure} busy={form.busy} label={t('signIn.submit')} />
      </form>
      {sso.enabled && (
        <p className={styles.sso}>
          <span>{t('signIn.or')}</span> <a href={SSO_START_URL}>{sso.label || t('signIn.sso')}</a>
        </p>
      )}
    </AuthScreen>
  );
}
