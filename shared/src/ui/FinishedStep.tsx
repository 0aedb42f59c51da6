import { applyUserStatus, checkUser } from '@onboarding/shared';
import { useNavigate } from '@onboarding/shared/router';
import { useStore } from 'jotai';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@onboarding/shared/ui/core';
import styles from './FinishedStep.module.css';
import { layout } from './layout';

export interface FinishedStepProps {
  /** What was done ("Your documents have been received."). */
  children: ReactNode;
  continueLabel: string;
  /** Where to go when the applicant's place cannot be asked for (check-user failed). */
  fallback: string;
}

/**
 * A step already done, shown instead of its form (reached again with Back): what was done, and a way on to where
 * the applicant now is. Where that is comes from a fresh check-user, as on a page load, since steps may have been
 * taken since the last one.
 */
export function FinishedStep({ children, continueLabel, fallback }: FinishedStepProps) {
  const navigate = useNavigate();
  const store = useStore();
  const [going, setGoing] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function goOn() {
    if (going) return;
    setGoing(true);
    let route: string | null = null;
    try {
      route = applyUserStatus(await checkUser(), store).route;
    } catch {
      // Unreachable: the step's usual next screen still moves the applicant on.
    }
    if (!mounted.current) return;
    setGoing(false);
    navigate(route ?? fallback);
  }

  return (
    <div className={`${layout.panel} ${styles.done}`} data-step-done="true">
      <p className={styles.text}>{children}</p>
      <div className={layout.actions}>
        <Button onClick={() => void goOn()} loading={going}>
          {continueLabel}
        </Button>
      </div>
    </div>
  );
}
