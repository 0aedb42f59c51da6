import { useTranslation } from '@onboarding/shared';
import { StepProgress as Progress } from '@onboarding/shared/ui';
import { TRANSACTIONS_NS } from '../i18n';

/**
 * The two steps of Connect Your Systems: the subscription system (these screens), then the accounting system (the
 * accounting remote shows the same indicator at step 2).
 */
export function StepProgress({ current }: { current: 1 | 2 }) {
  const { t } = useTranslation(TRANSACTIONS_NS);
  return (
    <Progress
      steps={[t('progress.subscription'), t('progress.accounting')]}
      current={current}
      label={t('progress.label')}
      count={(number, total) => t('progress.step', { number, total })}
    />
  );
}
