import { STATEMENT_YEARS, type DocumentKey } from '@onboarding/shared/schemas';
import { Button, FileDrop, layout } from '@onboarding/shared/ui';
import type { Ref } from 'react';
import { useTranslation } from '@onboarding/shared';
import { DOCUMENTS_NS } from '../../i18n';
import {
  acceptFor,
  canRetry,
  isRequired,
  percent,
  slotErrorText,
  slotStatusKey,
  type Slot,
} from '@onboarding/shared/documents';
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
  const error = slotErrorText(slot, {
    failedRead: () => t('financials.status.failedRead'),
    error: (fault) => t(`errors.${fault}`),
  });

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
  const key = slotStatusKey(slot);
  const text = key && t(`financials.status.${key}`, { percent: percent(slot.progress) });
  return (
    <div className={styles.status} data-status={slot.status}>
      <span className={styles.statusMark} aria-hidden="true" />
      {text && <span>{text}</span>}
      {canRetry(slot) && (
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
