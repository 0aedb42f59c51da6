import {
  financialUpload,
  uploadDocumentsCompletedAtom,
  userStatusAtom,
  useTranslation,
  isStepDone,
  withStepDone,
  PATHS,
} from '@onboarding/shared';
import {
  DocumentInputs,
  DocumentUploadForm,
  isRequired,
  useDocumentUpload,
} from '@onboarding/shared/documents';
import { DOCUMENT_KEYS } from '@onboarding/shared/schemas';
import { FinishedStep, layout } from '@onboarding/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from '@onboarding/shared/router';
import { DOCUMENTS_NS } from '../../i18n';
import styles from './financials.module.css';

/** The step after the documents, for a done step whose next place cannot be asked for. */
const NEXT_STEP_PATH = PATHS.subscriptions;

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
  const upload = useDocumentUpload({
    upload: (body, onProgress) => financialUpload(body, onProgress),
    announce: {
      reading: t('financials.announce.reading'),
      progress: (percent) => t('financials.announce.progress', { percent }),
      stored: t('financials.announce.stored'),
      failed: t('financials.announce.failed'),
    },
    onStored: (stillHere) => {
      setDocumentsCompleted(true);
      // As the server recorded it: Back to this screen shows the step done, not a form that sends it again.
      setStatus((current) => withStepDone(current, 'FINANCIALS'));
      // Left the screen while the request ran: the documents are stored, but the applicant is elsewhere now.
      if (stillHere) navigate(PATHS.documentsEmail);
    },
  });

  const label = (name: string, key: (typeof DOCUMENT_KEYS)[number]) => (
    <>
      {name}{' '}
      {isRequired(key) ? (
        <>
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
          <span className={layout.visuallyHidden}>{t('financials.required')}</span>
        </>
      ) : (
        <span className={styles.optional}>{t('financials.optional')}</span>
      )}
    </>
  );

  return (
    <section className={`${layout.screen} ${layout.compact}`} aria-labelledby="financials-title">
      <h1 id="financials-title" className={layout.title}>
        {t('financials.title')}
      </h1>
      <p className={layout.intro}>{t('financials.intro')}</p>
      <p className={styles.note}>{t('financials.requiredNote')}</p>
      <DocumentUploadForm
        upload={upload}
        spacing="roomy"
        progressLabel={t('financials.progressLabel')}
        submitLabel={t('financials.submit')}
        busyLabel={t('financials.submitting')}
        progressClassName={styles.progress}
        submitClassName={styles.submit}
      >
        <DocumentInputs upload={upload} keys={DOCUMENT_KEYS} idPrefix="document" label={label} marked />
      </DocumentUploadForm>
    </section>
  );
}
