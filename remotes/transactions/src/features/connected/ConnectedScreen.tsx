import { useTranslation } from '@onboarding/shared';
import { layout, MessageScreen, SuccessMark } from '@onboarding/shared/ui';
import { TRANSACTIONS_NS } from '../../i18n';
import { PATHS } from '../../lib/paths';

/** /subscriptions/connected and /funded: the closing screen once the transaction and accounting data are shared. */
export default function ConnectedScreen() {
  const { t } = useTranslation(TRANSACTIONS_NS);
  return (
    <MessageScreen
      id="connected-title"
      title={t('connected.title')}
      to={PATHS.home}
      linkLabel={t('connected.home')}
      mark={<SuccessMark />}
    >
      <p className={layout.text}>{t('connected.text')}</p>
    </MessageScreen>
  );
}
