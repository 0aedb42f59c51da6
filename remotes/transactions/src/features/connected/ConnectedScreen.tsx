import { useTranslation } from '@onboarding/shared';
import { Link } from '@onboarding/shared/router';
import { buttonClassName, layout, SuccessMark } from '@onboarding/shared/ui';
import { TRANSACTIONS_NS } from '../../i18n';
import { PATHS } from '../../lib/paths';

/** /subscriptions/connected and /funded: the closing screen once the transaction and accounting data are shared. */
export default function ConnectedScreen() {
  const { t } = useTranslation(TRANSACTIONS_NS);
  return (
    <section className={layout.centered} aria-labelledby="connected-title">
      <SuccessMark />
      <h1 id="connected-title" className={layout.title}>
        {t('connected.title')}
      </h1>
      <p className={layout.text}>{t('connected.text')}</p>
      <Link className={buttonClassName('primary')} to={PATHS.home}>
        {t('connected.home')}
      </Link>
    </section>
  );
}
