import { useTranslation, PATHS } from '@onboarding/shared';
import { DoneStepGate } from '@onboarding/shared/ui';
import type { ReactNode } from 'react';
import { ACCOUNTING_NS } from '../i18n';
import { StepProgress } from './StepProgress';

/**
 * An accounting screen while the accounting step is open; once it is done (check-user's ACCOUNTING flag, or the
 * accounts sent in this page) the screen says so and leads on, so that Back never offers to send them again.
 */
export function StepGate({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(ACCOUNTING_NS);
  return (
    <DoneStepGate
      step="ACCOUNTING"
      title={title}
      progress={<StepProgress />}
      done={t('done.text')}
      continueLabel={t('done.continue')}
      fallback={PATHS.funded}
    >
      {children}
    </DoneStepGate>
  );
}
