import { useTranslation } from '@onboarding/shared';
import { Link } from '@onboarding/shared/router';
import { buttonClassName, layout } from '@onboarding/shared/ui';
import { SHELL_NS } from '../../i18n';

/** The catch-all screen for paths no app knows: in the same card as every screen, with the way home. */
export function NotFoundScreen() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <section className={layout.centered} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={layout.title}>
        {t('notFound.title')}
      </h1>
      <p className={layout.intro}>{t('notFound.text')}</p>
      <Link to="/" className={buttonClassName('primary')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
