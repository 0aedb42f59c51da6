import { homeVisitedAtom, PATHS, useTranslation } from '@onboarding/shared';
import { Button, useMediaQuery } from '@onboarding/shared/ui/core';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, useNavigate } from '@onboarding/shared/router';
import logo from '../../assets/logo.svg';
import { SHELL_NS } from '../../i18n';
import { SHORT_QUERY } from '../../prerender/layouts';
import styles from './welcome.module.css';

/** The welcome screen at /: short greeting at 576 px or less, the fuller one with a party emoji on wider windows. */
export function WelcomeScreen() {
  const { t } = useTranslation(SHELL_NS);
  const short = useMediaQuery(SHORT_QUERY);
  const setHomeVisited = useSetAtom(homeVisitedAtom);
  const navigate = useNavigate();

  useEffect(() => setHomeVisited(true), [setHomeVisited]);

  const greeting = short ? t('welcome.greetingShort') : t('welcome.greetingFull');
  return (
    <section className={styles.welcome} aria-labelledby="welcome-title">
      <img className={styles.logo} src={logo} alt={t('welcome.logoAlt')} width={96} height={96} />
      <h1 id="welcome-title" className={styles.title}>
        {greeting}
      </h1>
      <p className={styles.text}>{t('welcome.text')}</p>
      <Button className={styles.start} onClick={() => navigate(PATHS.login)}>
        {t('welcome.start')}
      </Button>
      <Link className={styles.dashboard} to="/dashboard">
        {t('welcome.dashboard')}
      </Link>
    </section>
  );
}
