import { isStepDone, userStatusAtom, useTranslation, PATHS } from '@onboarding/shared';
import { FinishedStep, layout } from '@onboarding/shared/ui';
import { useAtomValue } from 'jotai';
import { useId, type ReactNode } from 'react';
import { ACCOUNTING_NS } from '../../i18n';
import { StepProgress } from './StepProgress';

/**
 * An accounting screen while the accounting step is open; once it is done (check-user's ACCOUNTING flag, or the
 * accounts sent in this page) the screen says so and leads on, so that Back never offers to send them again.
 */
export function StepGate({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(ACCOUNTING_NS);
  const status = useAtomValue(userStatusAtom);
  const titleId = useId();
  if (!isStepDone(status, 'ACCOUNTING')) return children;
  return (
    <section className={layout.screen} aria-labelledby={titleId}>
      <StepProgress />
      <h1 id={titleId} className={layout.title}>
        {title}
      </h1>
      <FinishedStep continueLabel={t('done.continue')} fallback={PATHS.funded}>
        {t('done.text')}
      </FinishedStep>
    </section>
  );
}
