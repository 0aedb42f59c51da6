import { isStepDone, userStatusAtom, useTranslation } from '@onboarding/shared';
import { FinishedStep, layout } from '@onboarding/shared/ui';
import { useAtomValue } from 'jotai';
import { useId, type ComponentType, type ReactNode } from 'react';
import { TRANSACTIONS_NS } from '../i18n';
import { PATHS } from '../lib/paths';
import { StepProgress } from './StepProgress';

/**
 * A transaction screen's form while the transaction step is open; once it is done (check-user's TRANSACTION flag,
 * or a connection made in this page) the screen says so and leads on, so that Back never offers to send it again.
 */
export function StepGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation(TRANSACTIONS_NS);
  const status = useAtomValue(userStatusAtom);
  const titleId = useId();
  if (!isStepDone(status, 'TRANSACTION')) return children;
  return (
    <section className={layout.screen} aria-labelledby={titleId}>
      <StepProgress current={2} />
      <h1 id={titleId} className={layout.title}>
        {t('done.title')}
      </h1>
      <FinishedStep continueLabel={t('done.continue')} fallback={PATHS.accounting}>
        {t('done.text')}
      </FinishedStep>
    </section>
  );
}

/** A screen shown only while the transaction step is open: `screen` behind a StepGate. */
export function gatedScreen(Screen: ComponentType): ComponentType {
  return function GatedScreen() {
    return (
      <StepGate>
        <Screen />
      </StepGate>
    );
  };
}
