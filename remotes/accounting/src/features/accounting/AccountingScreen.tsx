import {
  ACCOUNTING_SYSTEMS,
  accessDeniedAccountingAtom,
  type AccountingSystemId,
  getToken,
  oauthCode,
  onboardingIdAtom,
  successModalFlagAtom,
  transactionSystemTypeAtom,
  useTranslation,
} from '@onboarding/shared';
import { Button, layout, Modal, notifyError } from '@onboarding/shared/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@onboarding/shared/router';
import { ACCOUNTING_NS } from '../../i18n';
import styles from './accounting.module.css';
import { consentUrlFor, successTitleKey } from './connect-system';
import { leavePageFor } from './leave-page';

export const MONTHLY_MAPPING_PATH = '/monthly-mapping';

/**
 * /accounting: connect one of the four accounting systems through its OAuth consent page, or tick Other and go on to
 * upload the monthly accounts. Shows the success modal once after the transactions step, and the Access Denied modal
 * when the applicant refused a provider access.
 */
export default function AccountingScreen() {
  const { t } = useTranslation(ACCOUNTING_NS);
  const navigate = useNavigate();
  const onboardingId = useAtomValue(onboardingIdAtom);
  const systemType = useAtomValue(transactionSystemTypeAtom);
  const [successFlag, setSuccessFlag] = useAtom(successModalFlagAtom);
  const [accessDenied, setAccessDenied] = useAtom(accessDeniedAccountingAtom);
  const [other, setOther] = useState(false);
  const [connecting, setConnecting] = useState<AccountingSystemId | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const titleId = useId();
  const systemsId = useId();
  const otherHintId = useId();

  // Back from the provider through the browser's history, the page may come from the back-forward cache with its
  // buttons still busy.
  useEffect(() => {
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) {
        setConnecting(null);
        setAnnouncement('');
      }
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function connect(system: AccountingSystemId) {
    if (connecting) return;
    const name = t(`connect.systems.${system}`);
    setConnecting(system);
    setAnnouncement(t('connect.connecting', { system: name }));
    try {
      const url = await consentUrlFor(system, onboardingId, {
        oauthCode,
        getToken,
        pageUrl: window.location.href,
      });
      setAnnouncement(t('connect.redirecting', { system: name }));
      // The buttons stay busy: the page is being left.
      leavePageFor(url);
    } catch {
      setConnecting(null);
      setAnnouncement('');
      notifyError(t('errors.connectFailed'));
    }
  }

  const onNext = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (other && !connecting) navigate(MONTHLY_MAPPING_PATH);
  };

  return (
    <section className={layout.screen} aria-labelledby={titleId}>
      <header className={layout.header}>
        <h1 id={titleId} className={layout.title}>
          {t('connect.title')}
        </h1>
        <p className={layout.intro}>{t('connect.intro')}</p>
      </header>

      <div role="group" aria-labelledby={systemsId} className={styles.systemsGroup}>
        <h2 id={systemsId} className={styles.groupTitle}>
          {t('connect.systemsLabel')}
        </h2>
        <ul className={styles.systems}>
          {ACCOUNTING_SYSTEMS.map(({ id }) => (
            <li key={id}>
              <Button
                variant="secondary"
                className={styles.system}
                fullWidth
                loading={connecting === id}
                disabled={connecting !== null && connecting !== id}
                onClick={() => void connect(id)}
              >
                {t(`connect.systems.${id}`)}
              </Button>
            </li>
          ))}
        </ul>
      </div>

      <p className={styles.or} aria-hidden="true">
        <span>{t('connect.or')}</span>
      </p>

      <form className={layout.form} onSubmit={onNext} noValidate>
        <div className={styles.other}>
          <input
            id={`${titleId}-other`}
            type="checkbox"
            className={styles.checkbox}
            checked={other}
            disabled={connecting !== null}
            aria-describedby={otherHintId}
            onChange={(e) => setOther(e.currentTarget.checked)}
          />
          <label htmlFor={`${titleId}-other`} className={styles.otherLabel}>
            {t('connect.other')}
          </label>
          <p id={otherHintId} className={styles.otherHint}>
            {t('connect.otherHint')}
          </p>
        </div>
        <div className={layout.actions}>
          <Button type="submit" disabled={!other || connecting !== null}>
            {t('connect.next')}
          </Button>
        </div>
      </form>

      <p className={layout.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>

      <Modal
        open={successFlag}
        onOpenChange={(open) => {
          if (!open) setSuccessFlag(false);
        }}
        title={t(successTitleKey(systemType))}
        description={t('successModal.text')}
        showCloseButton
        actions={<Button onClick={() => setSuccessFlag(false)}>{t('successModal.continue')}</Button>}
      />

      <Modal
        open={accessDenied && !successFlag}
        onOpenChange={(open) => {
          if (!open) setAccessDenied(false);
        }}
        title={t('accessDenied.title')}
        description={t('accessDenied.text')}
        showCloseButton
        actions={<Button onClick={() => setAccessDenied(false)}>{t('accessDenied.ok')}</Button>}
      >
        <p className={styles.modalText}>{t('accessDenied.next')}</p>
        <p className={styles.modalText}>{t('accessDenied.support')}</p>
      </Modal>
    </section>
  );
}
