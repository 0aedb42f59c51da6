import { MAX_DOCUMENT_BYTES, useTranslation } from '@onboarding/shared';
import {
  acceptFor,
  canRetry,
  percent,
  slotErrorText,
  slotStatusKey,
  type Slot,
} from '@onboarding/shared/documents';
import { STATEMENT_YEARS, type DocumentKey } from '@onboarding/shared/schemas';
import { Button, FileDrop } from '@onboarding/shared/ui';
import type { Ref } from 'react';
import { DASHBOARD_NS } from '../../i18n';
import styles from './information.module.css';

const MEGABYTES = MAX_DOCUMENT_BYTES / (1024 * 1024);

export function useDocumentName() {
  const { t } = useTranslation(DASHBOARD_NS);
  return (key: DocumentKey) =>
    t(`documents.${key}`, { year: (STATEMENT_YEARS as Partial<Record<DocumentKey, number>>)[key] });
}

export interface RequestedDocumentFieldProps {
  docKey: DocumentKey;
  slot: Slot;
  locked: boolean;
  onFile(file: File): void;
  onClear(): void;
  onRetry(): void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One document the reviewer asked for: the picker with the /financials rules (the same accepted types, size and
 * messages, from @onboarding/shared/documents), the file's state with its progress, and Retry after a failure.
 */
export function RequestedDocumentField({
  docKey,
  slot,
  locked,
  onFile,
  onClear,
  onRetry,
  inputRef,
}: RequestedDocumentFieldProps) {
  const { t } = useTranslation(DASHBOARD_NS);
  const name = useDocumentName()(docKey);
  const excel = docKey === 'FundraisingSummary';
  const error = slotErrorText(slot, {
    failedRead: () => t('documents.status.failedRead'),
    error: (fault) => t(`errors.${fault}`),
  });
  const statusKey = slotStatusKey(slot);
  const status = statusKey && t(`documents.status.${statusKey}`, { percent: percent(slot.progress) });

  return (
    <div className={styles.document} data-document={docKey} data-status={slot.status}>
      <FileDrop
        id={`requested-${docKey}`}
        name={docKey}
        label={name}
        accept={acceptFor(docKey)}
        hint={t(excel ? 'documents.hints.excel' : 'documents.hints.document', { megabytes: MEGABYTES })}
        touchPrompt={t('documents.choose')}
        onFile={onFile}
        fileName={slot.file?.name ?? null}
        onClear={locked ? undefined : onClear}
        error={error}
        disabled={locked}
        inputRef={inputRef}
      />
      {slot.status !== 'empty' && (
        <div className={styles.status} data-status={slot.status}>
          {status && <span>{status}</span>}
          {canRetry(slot) && (
            <Button
              variant="secondary"
              onClick={onRetry}
              disabled={locked}
              aria-label={t('documents.retryLabel', { document: name })}
            >
              {t('documents.retry')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
