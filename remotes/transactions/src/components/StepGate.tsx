import { useTranslation } from '@onboarding/shared';
import { DoneStepGate } from '@onboarding/shared/ui';
import type { ComponentType, ReactNode } from 'react';
import { TRANSACTIONS_NS } from '../i18n';
import { PATHS } from '../lib/paths';
import { StepProgress } from './StepProgress';

/**
 * A transaction screen's form while the transaction step is open; once it is done (check-user's TRANSACTION flag,
 * or a connection made in this page) the screen says so and leads on, so that Back never offers to send it again.
 */
export function StepGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation(TRANSACTIONS_NS);
  return (
    <DoneStepGate
      step="TRANSACTION"
      title={t('done.title')}
      progress={<StepProgress current={2} />}
      done={t('done.text')}
      continueLabel={t('done.continue')}
      fallback={PATHS.accounting}
    >
      {children}
    </DoneStepGate>
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
