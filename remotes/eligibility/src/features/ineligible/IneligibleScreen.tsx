import { useTranslation } from '@onboarding/shared';
import { Link } from '@onboarding/shared/router';
import { buttonClassName, layout } from '@onboarding/shared/ui';
import { ELIGIBILITY_NS } from '../../i18n';

/** /ineligible: a polite no, with the promise to get in touch should the team see it otherwise. */
export default function IneligibleScreen() {
  const { t } = useTranslation(ELIGIBILITY_NS);
  return (
    <section className={layout.centered} aria-labelledby="ineligible-title">
      <h1 id="ineligible-title" className={layout.title}>
        {t('ineligible.title')}
      </h1>
      <p className={layout.text}>{t('ineligible.text')}</p>
      <p className={layout.text}>{t('ineligible.contact')}</p>
      <Link className={buttonClassName('primary')} to="/">
        {t('ineligible.home')}
      </Link>
    </section>
  );
}
