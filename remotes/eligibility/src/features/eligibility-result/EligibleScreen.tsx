import {
  checkEligible,
  COMMON_NS,
  displayName,
  userNameAtom,
  useTranslation,
  PATHS,
} from '@onboarding/shared';
import { Button, ErrorModal, layout, notifyError, Spinner } from '@onboarding/shared/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from '@onboarding/shared/router';
import { ELIGIBILITY_NS } from '../../i18n';
import { formatUsd } from '../common/format';
import screen from '../common/screen.module.css';
import { eligibilityOutcome, type EligibilityOutcome } from './eligibility-outcome';

/**
 * /eligible: asks the server for the decision; shows the amount when eligible and redirects to /ineligible when the
 * server says not eligible. When the decision cannot be had (the call failed), it says so in the error modal: Try
 * Again asks again, Cancel goes home.
 */
export default function EligibleScreen() {
  const { t } = useTranslation(ELIGIBILITY_NS);
  const { t: tc } = useTranslation(COMMON_NS);
  const navigate = useNavigate();
  const name = displayName(useAtomValue(userNameAtom));
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; outcome: EligibilityOutcome } | null>(null);

  useEffect(() => {
    let active = true;
    void checkEligible().then((result) => {
      if (!active) return;
      const outcome = eligibilityOutcome(result);
      // Spec section 8: a failed eligibility call also says the generic text.
      if (outcome.kind === 'unknown') notifyError(tc('genericFailure'));
      setAnswer({ attempt, outcome });
    });
    return () => {
      active = false;
    };
  }, [attempt, tc]);

  if (!answer) {
    return (
      <section className={layout.centered} aria-busy="true">
        <Spinner label={t('eligible.checking')} />
      </section>
    );
  }

  const { outcome } = answer;
  if (outcome.kind === 'ineligible') return <Navigate to="/ineligible" replace />;
  if (outcome.kind === 'unknown') {
    return (
      <section className={layout.centered}>
        <ErrorModal
          open
          retrying={answer.attempt !== attempt}
          onTryAgain={() => setAttempt(answer.attempt + 1)}
          onCancel={() => navigate(PATHS.home)}
        />
      </section>
    );
  }

  return (
    <section className={layout.centered} aria-labelledby="eligible-title">
      <h1 id="eligible-title" className={layout.title}>
        {name ? t('eligible.congratulations', { name }) : t('eligible.congratulationsNoName')}
      </h1>
      <p className={screen.upTo}>
        {t('eligible.upTo')} <strong className={screen.amount}>{formatUsd(outcome.amount)}</strong>
      </p>
      <p className={layout.text}>{t('eligible.next')}</p>
      <Button onClick={() => navigate(PATHS.financials)}>{t('eligible.uploadDocuments')}</Button>
    </section>
  );
}
