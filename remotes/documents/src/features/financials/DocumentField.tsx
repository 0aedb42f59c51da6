import { STATEMENT_YEARS, type DocumentKey } from '@onboarding/shared/schemas';
import { Button, FileDrop, layout } from '@onboarding/shared/ui';
import type { Ref } from 'react';
import { useTranslation } from '@onboarding/shared';
import { DOCUMENTS_NS } from '../../i18n';
import { acceptFor, isRequired, percent, type Slot } from '@onboarding/shared/documents';
import styles from './financials.module.css';

export function useDocumentLabel() {
  const { t } = useTranslation(DOCUMENTS_NS);
  return (key: DocumentKey) =>
    t(`financials.documents.${key}`, {
      year: (STATEMENT_YEARS as Partial<Record<DocumentKey, number>>)[key],
    });
}

export interface DocumentFieldProps {
  docKey: DocumentKey;
  slot: Slot;
  locked: boolean;
  onFile(file: File): void;
  onClear(): void;
  onRetry(): void;
  inputRef?: Ref<HTMLInputElement>;
}

/** One document input: the drop zone and picker, the file's state (chosen, uploading, stored, failed) and Retry. */
export function DocumentField({
  docKey,
  slot,
  locked,
  onFile,
  onClear,
  onRetry,
  inputRef,
}: DocumentFieldProps) {
  const { t } = useTranslation(DOCUMENTS_NS);
  const documentLabel = useDocumentLabel();
  const name = documentLabel(docKey);
  const required = isRequired(docKey);
  const excel = docKey === 'FundraisingSummary';
  // The input is in error for a file it refused, one that could not be read, or one the server refused (in the
  // server's words); a failed request is no fault of the file.
  const error =
    slot.reason ??
    (slot.failure === 'read'
      ? t('financials.status.failedRead')
      : slot.error
        ? t(`errors.${slot.error}`)
        : null);

  const label = (
    <>
      {name}{' '}
      {required ? (
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
    <div className={styles.document} data-document={docKey} data-status={slot.status}>
      <FileDrop
        id={`document-${docKey}`}
        name={docKey}
        label={label}
        accept={acceptFor(docKey)}
        hint={t(excel ? 'financials.hints.excel' : 'financials.hints.document')}
        touchPrompt={t('financials.choose')}
        onFile={onFile}
        fileName={slot.file?.name ?? null}
        onClear={locked ? undefined : onClear}
        error={error}
        disabled={locked}
        inputRef={inputRef}
      />
      <SlotStatusLine slot={slot} documentName={name} locked={locked} onRetry={onRetry} />
    </div>
  );
}

function SlotStatusLine({
  slot,
  documentName,
  locked,
  onRetry,
}: {
  slot: Slot;
  documentName: string;
  locked: boolean;
  onRetry(): void;
}) {
  const { t } = useTranslation(DOCUMENTS_NS);
  if (slot.status === 'empty') return null;
  // An unreadable file says so at its input; this line only offers the retry.
  let text: string | null;
  switch (slot.status) {
    case 'chosen':
      text = t('financials.status.chosen');
      break;
    case 'reading':
      text = t('financials.status.reading');
      break;
    case 'uploading':
      text = t('financials.status.uploading', { percent: percent(slot.progress) });
      break;
    case 'stored':
      text = t('financials.status.stored');
      break;
    case 'failed':
      text =
        slot.failure === 'read'
          ? null
          : t(slot.failure === 'refused' ? 'financials.status.refused' : 'financials.status.failedUpload');
      break;
  }
  return (
    <div className={styles.status} data-status={slot.status}>
      <span className={styles.statusMark} aria-hidden="true" />
      {text && <span>{text}</span>}
      {slot.status === 'failed' && slot.failure !== 'refused' && (
        <Button
          variant="secondary"
          className={styles.retry}
          onClick={onRetry}
          disabled={locked}
          aria-label={t('financials.retryLabel', { document: documentName })}
        >
          {t('financials.retry')}
        </Button>
      )}
    </div>
  );
}
