import { checkEligible, COMMON_NS, userNameAtom, useTranslation } from '@onboarding/shared';
import { Button, layout, notifyError, Spinner } from '@onboarding/shared/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from '@onboarding/shared/router';
import { ELIGIBILITY_NS } from '../../i18n';
import { capitaliseFirst, formatUsd } from '../common/format';
import screen from '../common/screen.module.css';
import { eligibilityOutcome, type EligibilityOutcome } from './eligibility-outcome';

/**
 * /eligible: asks the server for the decision; shows the amount when eligible, otherwise (a "no", the flag, or no
 * answer at all) redirects to /ineligible.
 */
export default function EligibleScreen() {
  const { t } = useTranslation(ELIGIBILITY_NS);
  const { t: tc } = useTranslation(COMMON_NS);
  const navigate = useNavigate();
  const name = capitaliseFirst(useAtomValue(userNameAtom));
  const [outcome, setOutcome] = useState<EligibilityOutcome | null>(null);

  useEffect(() => {
    let active = true;
    void checkEligible().then((result) => {
      if (!active) return;
      // check-eligible gives null on error: the failed call is said (spec section 8), then the rule applies.
      if (result === null) notifyError(tc('genericFailure'));
      setOutcome(eligibilityOutcome(result));
    });
    return () => {
      active = false;
    };
  }, [tc]);

  if (!outcome) {
    return (
      <section className={layout.centered} aria-busy="true">
        <Spinner label={t('eligible.checking')} />
      </section>
    );
  }

  if (outcome.kind !== 'eligible') return <Navigate to="/ineligible" replace />;

  return (
    <section className={layout.centered} aria-labelledby="eligible-title">
      <h1 id="eligible-title" className={layout.title}>
        {name ? t('eligible.congratulations', { name }) : t('eligible.congratulationsNoName')}
      </h1>
      <p className={screen.upTo}>
        {t('eligible.upTo')} <strong className={screen.amount}>{formatUsd(outcome.amount)}</strong>
      </p>
      <p className={layout.text}>{t('eligible.next')}</p>
      <Button onClick={() => navigate('/financials')}>{t('eligible.uploadDocuments')}</Button>
    </section>
  );
}
