import { useTranslation } from '@onboarding/shared';
import { layout } from '@onboarding/shared/ui';
import { Link } from '@onboarding/shared/router';
import { BACKOFFICE_NS } from '../../i18n';

export function NotFoundScreen() {
  const { t } = useTranslation(BACKOFFICE_NS);
  return (
    <section className={layout.centered}>
      <h1 className={layout.title} tabIndex={-1}>
        {t('notFound.title')}
      </h1>
      <p className={layout.text}>{t('notFound.text')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </section>
  );
}
