import { applicationReference, onboardingIdAtom, useTranslation } from '@onboarding/shared';
import { Link } from '@onboarding/shared/router';
import { buttonClassName, layout, MessageScreen, SuccessMark } from '@onboarding/shared/ui';
import { useAtomValue } from 'jotai';
import { TRANSACTIONS_NS } from '../../i18n';
import { PATHS } from '../../lib/paths';

/**
 * /subscriptions/connected and /funded: the closing screen once the transaction and accounting data are shared, with
 * the application's reference (as the confirmation email and the dashboard write it) and the way to the dashboard.
 */
export default function ConnectedScreen() {
  const { t } = useTranslation(TRANSACTIONS_NS);
  const applicationId = useAtomValue(onboardingIdAtom);
  return (
    <MessageScreen
      id="connected-title"
      title={t('connected.title')}
      to={PATHS.home}
      linkLabel={t('connected.home')}
      mark={<SuccessMark />}
      also={
        <Link className={buttonClassName('secondary')} to={PATHS.dashboard}>
          {t('connected.dashboard')}
        </Link>
      }
    >
      <p className={layout.text}>{t('connected.text')}</p>
      {applicationId !== null && (
        <>
          <p className={layout.text}>
            {t('connected.reference')}{' '}
            <strong dir="ltr" translate="no" data-testid="application-reference">
              {applicationReference(applicationId)}
            </strong>
          </p>
          <p className={layout.text}>{t('connected.referenceNote')}</p>
        </>
      )}
    </MessageScreen>
  );
}
