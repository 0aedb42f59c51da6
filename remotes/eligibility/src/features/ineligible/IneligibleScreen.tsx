import { useTranslation } from '@onboarding/shared';
import { layout, MessageScreen } from '@onboarding/shared/ui';
import { ELIGIBILITY_NS } from '../../i18n';

/** /ineligible: a polite no, with the promise to get in touch should the team see it otherwise. */
export default function IneligibleScreen() {
  const { t } = useTranslation(ELIGIBILITY_NS);
  return (
    <MessageScreen
      id="ineligible-title"
      title={t('ineligible.title')}
      to="/"
      linkLabel={t('ineligible.home')}
    >
      <p className={layout.text}>{t('ineligible.text')}</p>
      <p className={layout.text}>{t('ineligible.contact')}</p>
    </MessageScreen>
  );
}
