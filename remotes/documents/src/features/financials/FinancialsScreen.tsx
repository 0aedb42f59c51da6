import {
  financialUpload,
  uploadDocumentsCompletedAtom,
  userStatusAtom,
  useTranslation,
  isStepDone,
  withStepDone,
  PATHS,
} from '@onboarding/shared';
import { DOCUMENT_KEYS, type DocumentKey } from '@onboarding/shared/schemas';
import { Button, FinishedStep, layout, notifyError, ProgressBar } from '@onboarding/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@onboarding/shared/router';
import { DOCUMENTS_NS } from '../../i18n';
import { DocumentField } from './DocumentField';
import {
  announcementStep,
  initialSlots,
  isBusy,
  missingRequired,
  slotsReducer,
  submitDocuments,
} from '@onboarding/shared/documents';
import styles from './financials.module.css';

/** The step after the documents, for a done step whose next place cannot be asked for. */
const NEXT_STEP_PATH = PATHS.subscriptions;
const CONFLICT = 409;

/**
 * /financials: the five documents (two optional audited statements, then registration, cap table and fundraising
 * summary), each by drag and drop or the picker, checked as chosen, then sent together as one financial-upload with a
 * progress bar; on success the applicant goes to /documents-email. Once the documents are stored (reached again with
 * Back, or on a later visit) the screen says so and leads on, instead of offering to send them again.
 */
export default function FinancialsScreen() {
  const { t } = useTranslation(DOCUMENTS_NS);
  const status = useAtomValue(userStatusAtom);
  if (isStepDone(status, 'FINANCIALS')) {
    return (
      <section className={`${layout.screen} ${layout.compact}`} aria-labelledby="financials-title">
        <h1 id="financials-title" className={layout.title}>
          {t('financials.title')}
        </h1>
        <FinishedStep continueLabel={t('financials.continue')} fallback={NEXT_STEP_PATH}>
          {t('financials.done')}
        </FinishedStep>
      </section>
    );
  }
  return <DocumentsForm />;
}

function DocumentsForm() {
  const { t } = useTranslation(DOCUMENTS_NS);
  const navigate = useNavigate();
  const setDocumentsCompleted = useSetAtom(uploadDocumentsCompletedAtom);
  const setStatus = useSetAtom(userStatusAtom);
  const [slots, dispatch] = useReducer(slotsReducer, undefined, initialSlots);
  const [overall, setOverall] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  /** The server's reason for a refusal that names no document. */
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<DocumentKey, HTMLInputElement | null>>>({});
  // Stable per input, so the shared FileDrop does not re-attach its handle on every progress render.
  const inputRefs = useMemo(
    () =>
      Object.fromEntries(
        DOCUMENT_KEYS.map((key) => [
          key,
          (el: HTMLInputElement | null) => {
            inputs.current[key] = el;
          },
        ]),
      ) as Record<DocumentKey, (el: HTMLInputElement | null) => void>,
    [],
  );
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const busy = isBusy(slots);
  const reading = DOCUMENT_KEYS.some((key) => slots[key].status === 'reading');

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function submit() {
    if (inFlight.current) return;
    const missing = missingRequired(slots);
    if (missing.length > 0) {
      dispatch({ type: 'requireMissing' });
      inputs.current[missing[0]]?.focus();
      return;
    }
    inFlight.current = true;
    setFormError(null);
    let announced = -1;
    setOverall(0);
    setAnnouncement(t('financials.announce.reading'));
    const outcome = await submitDocuments(slots, {
      upload: (body, onProgress) => financialUpload(body, onProgress),
      dispatch,
      onProgress: (fraction) => {
        setOverall(fraction);
        const step = announcementStep(fraction);
        if (step !== announced) {
          announced = step;
          setAnnouncement(t('financials.announce.progress', { percent: step }));
        }
      },
    });
    inFlight.current = false;
    if (outcome.ok) {
      // Left the screen while the request ran: the documents are stored, but the applicant is elsewhere now.
      const stillHere = mounted.current;
      setDocumentsCompleted(true);
      // As the server recorded it: Back to this screen shows the step done, not a form that sends it again.
      setStatus((current) => withStepDone(current, 'FINANCIALS'));
      setAnnouncement(t('financials.announce.stored'));
      if (stillHere) navigate(PATHS.documentsEmail);
      return;
    }
    setAnnouncement(t('financials.announce.failed'));
    if (outcome.reason === 'read') {
      notifyError(t('errors.fileRead'));
      return;
    }
    // The journey refused the step (done already, or not open yet): its reason says more than the generic text.
    if (outcome.refusal?.status === CONFLICT) {
      notifyError(outcome.refusal.message);
      return;
    }
    // Spec section 8: a failed financial upload toasts the generic text; the server's reason is shown at the document
    // it names, or about the whole form.
    notifyError(t('errors.generic'));
    if (outcome.document === null && outcome.refusal) setFormError(outcome.refusal.message);
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void submit();
  };

  return (
    <section className={`${layout.screen} ${layout.compact}`} aria-labelledby="financials-title">
      <h1 id="financials-title" className={layout.title}>
        {t('financials.title')}
      </h1>
      <p className={layout.intro}>{t('financials.intro')}</p>
      <p className={styles.note}>{t('financials.requiredNote')}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        <div className={styles.documents}>
          {DOCUMENT_KEYS.map((key) => (
            <DocumentField
              key={key}
              docKey={key}
              slot={slots[key]}
              locked={busy}
              onFile={(file) => dispatch({ type: 'choose', key, file })}
              onClear={() => dispatch({ type: 'clear', key })}
              onRetry={() => void submit()}
              inputRef={inputRefs[key]}
            />
          ))}
        </div>
        {busy && (
          <ProgressBar
            className={styles.progress}
            value={reading ? 0 : overall}
            label={t('financials.progressLabel')}
            showLabel
          />
        )}
        {formError && (
          <p className={layout.alert} role="alert">
            {formError}
          </p>
        )}
        <p className={layout.visuallyHidden} role="status" aria-live="polite">
          {announcement}
        </p>
        <div className={layout.actions}>
          <Button type="submit" loading={busy} className={styles.submit}>
            {busy ? t('financials.submitting') : t('financials.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
