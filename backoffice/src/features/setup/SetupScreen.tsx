import { currentLanguage, useTranslation } from '@onboarding/shared';
import { LanguageSwitch, layout, TextField } from '@onboarding/shared/ui';
import { Link } from '@onboarding/shared/router';
import { useEffect, useRef, useState } from 'react';
import { AuthScreen, FormEnd, useStaffForm } from '../../app/components/StaffForm';
import { statusOf } from '../../app/errors';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../screens.module.css';
import { loadInstead } from './navigation';
import { redeemSetupLink } from './setup-api';
import { forgetSetupToken, setupToken } from './setup-token';

/** Something, an @, something: the server checks the address itself (and says why it refuses one). */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * /setup#setup=…: the link the API prints at its start while no administrator exists. Asks for the first
 * administrator's email; the server invites it (the enrolment email goes there too) and the page goes straight on to
 * that enrolment, where they choose a password and add their authenticator.
 */
export function SetupScreen() {
  const { t } = useTranslation(BACKOFFICE_NS);
  // Kept for this page's life: the link is forgotten once used or refused for good.
  const [token] = useState(setupToken);
  const [adminExists, setAdminExists] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, [adminExists]);

  const form = useStaffForm({
    id: 'setup',
    initial: { email: '' },
    validate: ({ email }) => (LOOKS_LIKE_EMAIL.test(email.trim()) ? {} : { email: t('setup.emailInvalid') }),
    send: async ({ email }) => {
      try {
        // The page's language becomes the administrator's, for their emails (the enrolment mail first).
        const { enrolmentPath } = await redeemSetupLink({
          token: token!,
          email: email.trim(),
          language: currentLanguage(),
        });
        forgetSetupToken();
        // A page load of its own, replacing this one in the history: the back office takes the enrolment link's
        // token out of the address as it does an invitation's (bootstrap.tsx), and the enrolment page begins.
        loadInstead(enrolmentPath);
      } catch (err) {
        if (statusOf(err) !== 409) throw err;
        forgetSetupToken();
        setAdminExists(true);
      }
    },
    leaves: true,
  });

  const problem = !token ? t('setup.noToken') : adminExists ? t('setup.adminExists') : null;

  return (
    <AuthScreen
      id="setup"
      title={t('setup.title')}
      intro={problem ? undefined : t('setup.intro')}
      headingRef={heading}
      above={<LanguageSwitch className={styles.pageLanguage} />}
    >
      {problem ? (
        <>
          <p className={layout.alert} role="alert">
            {problem}
          </p>
          {adminExists && <Link to="/sign-in">{t('setup.signIn')}</Link>}
        </>
      ) : (
        <form className={layout.form} onSubmit={(e) => void form.onSubmit(e)} noValidate>
          <TextField
            {...form.field('email')}
            label={t('setup.email')}
            hint={t('setup.emailHint')}
            type="email"
            autoComplete="email"
          />
          <FormEnd failure={form.failure} busy={form.busy} label={t('setup.submit')} />
        </form>
      )}
    </AuthScreen>
  );
}
