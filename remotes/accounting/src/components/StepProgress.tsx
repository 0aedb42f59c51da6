import { useTranslation } from '@onboarding/shared';
import { StepProgress as Progress } from '@onboarding/shared/ui';
import { ACCOUNTING_NS } from '../i18n';

/** Connect Your Systems at its second step, as the transaction screens show it at their first. */
export function StepProgress() {
  const { t } = useTranslation(ACCOUNTING_NS);
  return (
    <Progress
      steps={[t('progress.subscription'), t('progress.accounting')]}
      current={2}
      label={t('progress.label')}
      count={(number, total) => t('progress.step', { number, total })}
    />
  );
}
