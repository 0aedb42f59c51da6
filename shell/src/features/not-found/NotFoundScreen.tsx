import { useTranslation } from '@onboarding/shared';
import { Link } from '@onboarding/shared/router';
import { SHELL_NS } from '../../i18n';
import styles from './not-found.module.css';

/** The catch-all screen for paths no app knows. */
export function NotFoundScreen() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p>{t('notFound.text')}</p>
      <Link to="/" className={styles.home}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
