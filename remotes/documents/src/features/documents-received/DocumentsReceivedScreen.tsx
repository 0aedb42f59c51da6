import {
  applyUserStatus,
  checkUser,
  entertainmentEligible,
  onboardingIdAtom,
  stepOneAtom,
  userStatusAtom,
  useTranslation,
  PATHS,
} from '@onboarding/shared';
import { Button, ErrorModal, layout, Spinner, SuccessMark } from '@onboarding/shared/ui';
import { useNavigate } from '@onboarding/shared/router';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { DOCUMENTS_NS } from '../../i18n';
import { businessPath, knownBusinessTypes } from './businessPath';
import styles from './documentsReceived.module.css';
import { keyedSingleFlight, settledWithin } from './entertainmentPath';
import { reloadPage } from './reload';

const recordEntertainmentPath = keyedSingleFlight(entertainmentEligible);

/**
 * How long "Connect your systems" gives the gaming/content record to finish before reloading: recorded, the reload
 * takes the applicant straight to /accounting. The reload happens after this however the call went.
 */
export const RECORD_BEFORE_RELOAD_MS = 2000;

type Lookup = 'idle' | 'loading' | 'done' | 'failed';

/**
 * /documents-email. Gaming and content businesses are told the team will set up transaction access and that an
 * accounting system comes next (and that path is recorded on the server as the screen shows); everyone else sees the
 * two steps ahead. "Connect your systems" reloads the page: the session check on load then routes the applicant on
 * (/subscriptions, or /accounting on the gaming/content path).
 */
export default function DocumentsReceivedScreen() {
  const { t } = useTranslation(DOCUMENTS_NS);
  const store = useStore();
  const status = useAtomValue(userStatusAtom);
  const onboardingId = useAtomValue(onboardingIdAtom) ?? status?.onboarding_id ?? null;
  const known = knownBusinessTypes(useAtomValue(stepOneAtom), status);
  const [lookup, setLookup] = useState<Lookup>('idle');
  // A ref, not the state: React's development double mount runs the effect twice before the state changes.
  const asked = useRef(false);
  const [connecting, setConnecting] = useState(false);
  const navigate = useNavigate();

  // Neither the eligibility screens nor the check on load gave the business types: ask check-user (once per try).
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (known !== null || asked.current) return;
    asked.current = true;
    setLookup('loading');
    checkUser()
      .then((status) => {
        applyUserStatus(status, store);
        setLookup('done');
      })
      // Which steps lie ahead depends on the answer: a failure is said, never guessed.
      .catch(() => setLookup('failed'));
  }, [known, store, attempt]);

  const path = known ? businessPath(known) : lookup === 'done' ? 'general' : null;

  useEffect(() => {
    // Failure here is silent: the button asks again before reloading.
    if (path === 'entertainment') recordEntertainmentPath(onboardingId).catch(() => undefined);
  }, [path, onboardingId]);

  // Spec: "The button Connect your systems reloads the page." Always: on the gaming/content path the record is given
  // a short while to finish first, and whether it did or not, the page reloads.
  async function connect() {
    if (connecting) return;
    setConnecting(true);
    if (path === 'entertainment') {
      await settledWithin(recordEntertainmentPath(onboardingId), RECORD_BEFORE_RELOAD_MS);
    }
    reloadPage();
  }

  return (
    <section className={`${layout.centered} ${layout.compact}`} aria-labelledby="documents-received-title">
      <SuccessMark />
      <h1 id="documents-received-title" className={layout.title}>
        {t('received.title')}
      </h1>
      <p className={layout.text}>{t('received.thanks')}</p>
      {path === null ? (
        <Spinner label={t('received.loading')} />
      ) : path === 'entertainment' ? (
        <div className={styles.body} data-path="entertainment">
          <p className={layout.text}>{t('received.entertainment.access')}</p>
          <p className={layout.text}>{t('received.entertainment.next')}</p>
        </div>
      ) : (
        <div className={styles.body} data-path="general">
          <p className={layout.text}>{t('received.general.intro')}</p>
          <ol className={styles.steps}>
            <li className={styles.step}>
              <span className={styles.stepLabel}>{t('received.general.step1Label')}</span>{' '}
              <span>{t('received.general.step1')}</span>
            </li>
            <li className={styles.step}>
              <span className={styles.stepLabel}>{t('received.general.step2Label')}</span>{' '}
              <span>{t('received.general.step2')}</span>
            </li>
          </ol>
        </div>
      )}
      <ErrorModal
        open={lookup === 'failed' && known === null}
        onTryAgain={() => {
          asked.current = false;
          setAttempt((n) => n + 1);
        }}
        onCancel={() => navigate(PATHS.home)}
      />
      <Button
        className={styles.connect}
        onClick={() => void connect()}
        loading={connecting}
        disabled={path === null}
      >
        {t('received.connect')}
      </Button>
    </section>
  );
}
