import { STATEMENT_YEARS, type DocumentKey } from '@onboarding/shared/schemas';
import { Button, FileDrop, layout } from '@onboarding/shared/ui';
import type { Ref } from 'react';
import { useTranslation } from '@onboarding/shared';
import { DOCUMENTS_NS } from '../../i18n';
import { isRequired, type Slot } from './documentSlots';
import styles from './financials.module.css';
import { percent } from './uploadProgress';

/** What the picker offers: the fundraising summary is Excel only; the others are the document types the server takes. */
const ACCEPT: Record<'excel' | 'document', string> = {
  excel:
    '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel',
  document:
    '.pdf,.png,.jpg,.jpeg,.gif,.webp,.tif,.tiff,.heic,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.csv,application/pdf,image/*',
};

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
        accept={excel ? ACCEPT.excel : ACCEPT.document}
        hint={t(excel ? 'financials.hints.excel' : 'financials.hints.document')}
        onFile={onFile}
        fileName={slot.file?.name ?? null}
        onClear={locked ? undefined : onClear}
        error={slot.error ? t(`errors.${slot.error}`) : null}
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
  let text: string;
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
      text = t(
        slot.failure === 'read'
          ? 'financials.status.failedRead'
          : slot.failure === 'refused'
            ? 'financials.status.refused'
            : 'financials.status.failedUpload',
      );
      break;
  }
  return (
    <div className={styles.status} data-status={slot.status}>
      <span className={styles.statusMark} aria-hidden="true" />
      <span>{text}</span>
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
