import {
  ACCOUNTING_SYSTEMS,
  accessDeniedAccountingAtom,
  type AccountingSystemId,
  getToken,
  oauthCode,
  onboardingIdAtom,
  successModalFlagAtom,
  transactionSystemTypeAtom,
  userStatusAtom,
  useTranslation,
  PATHS,
} from '@onboarding/shared';
import { Button, CheckTile, layout, Modal, notifyError, ScreenHeader, Tile } from '@onboarding/shared/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@onboarding/shared/router';
import { ACCOUNTING_NS } from '../../i18n';
import { StepGate } from '../../components/StepGate';
import { StepProgress } from '../../components/StepProgress';
import { denialOf, forgetDismissal, rememberDismissal, wasDismissed } from './access-denial';
import styles from './accounting.module.css';
import { consentUrlFor, successTitleKey } from './connect-system';
import { leavePageFor } from './leave-page';

/**
 * /accounting: connect one of the four accounting systems through its OAuth consent page, or tick Other and go on to
 * upload the monthly accounts. Shows the success modal once after the transactions step, and the Access Denied modal
 * once per denial when the applicant refused a provider access.
 */
export default function AccountingScreen() {
  const { t } = useTranslation(ACCOUNTING_NS);
  return (
    <StepGate title={t('connect.title')}>
      <ConnectAccounting />
    </StepGate>
  );
}

function ConnectAccounting() {
  const { t } = useTranslation(ACCOUNTING_NS);
  const navigate = useNavigate();
  const onboardingId = useAtomValue(onboardingIdAtom);
  const systemType = useAtomValue(transactionSystemTypeAtom);
  const [successFlag, setSuccessFlag] = useAtom(successModalFlagAtom);
  const [accessDenied, setAccessDenied] = useAtom(accessDeniedAccountingAtom);
  const denial = denialOf(useAtomValue(userStatusAtom));
  // Read once: dismissing sets the atom false, which closes the modal from then on.
  const [deniedBefore] = useState(() => wasDismissed(window.sessionStorage, denial));
  const [other, setOther] = useState(false);
  const [connecting, setConnecting] = useState<AccountingSystemId | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const titleId = useId();
  const systemsId = useId();

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
    // This attempt may be denied too: that denial is a new one, to be shown.
    forgetDismissal(window.sessionStorage);
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
    if (other && !connecting) navigate(PATHS.monthlyMapping);
  };

  const dismissDenial = () => {
    rememberDismissal(window.sessionStorage, denial);
    setAccessDenied(false);
  };

  return (
    <section className={layout.screen} aria-labelledby={titleId}>
      <StepProgress />
      <ScreenHeader id={titleId} title={t('connect.title')} intro={t('connect.intro')} />

      <div role="group" aria-labelledby={systemsId} className={styles.systemsGroup}>
        <h2 id={systemsId} className={styles.groupTitle}>
          {t('connect.systemsLabel')}
        </h2>
        <ul className={layout.tiles}>
          {ACCOUNTING_SYSTEMS.map(({ id }) => (
            <li key={id}>
              <Tile
                title={t(`connect.systems.${id}`)}
                loading={connecting === id}
                disabled={connecting !== null && connecting !== id}
                onClick={() => void connect(id)}
              />
            </li>
          ))}
        </ul>
      </div>

      <p className={styles.or} aria-hidden="true">
        <span>{t('connect.or')}</span>
      </p>

      <form className={layout.form} onSubmit={onNext} noValidate>
        <CheckTile
          label={t('connect.other')}
          hint={t('connect.otherHint')}
          checked={other}
          disabled={connecting !== null}
          onChange={(checked) => setOther(checked)}
        />
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
        open={accessDenied && !successFlag && !deniedBefore}
        onOpenChange={(open) => {
          if (!open) dismissDenial();
        }}
        title={t('accessDenied.title')}
        description={t('accessDenied.text')}
        showCloseButton
        actions={<Button onClick={dismissDenial}>{t('accessDenied.ok')}</Button>}
      >
        <p className={styles.modalText}>{t('accessDenied.next')}</p>
        <p className={styles.modalText}>{t('accessDenied.support')}</p>
      </Modal>
    </section>
  );
}
