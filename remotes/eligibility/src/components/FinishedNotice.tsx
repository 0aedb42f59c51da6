import { useTranslation } from '@onboarding/shared';
import { layout } from '@onboarding/shared/ui';
import { ELIGIBILITY_NS } from '../i18n';

/** Says why the answers of a decided check are shown but cannot be changed. */
export function FinishedNotice() {
  const { t } = useTranslation(ELIGIBILITY_NS);
  return <p className={`${layout.panel} ${layout.text}`}>{t('finished.notice')}</p>;
}
