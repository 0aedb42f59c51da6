import { useTranslation } from '@onboarding/shared';
import { layout } from '@onboarding/shared/ui';
import { Link, useRouteError } from '@onboarding/shared/router';
import { BACKOFFICE_NS } from '../i18n';

/** A screen that failed to load (its chunk, after a redeploy) or threw: said plainly, with a way on. */
export function RouteError() {
  const { t } = useTranslation(BACKOFFICE_NS);
  const error = useRouteError();
  console.error(error);
  return (
    <section className={layout.screen} role="alert">
      <h1 className={layout.title}>{t('errors.generic')}</h1>
      <p className={layout.text}>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </section>
  );
}
